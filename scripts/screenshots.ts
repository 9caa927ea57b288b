/**
 * Screenshots of pages at the four reference widths, for looking at what we build:
 *   ts-node -P tsconfig.node.json scripts/screenshots.ts http://localhost:3000 / /about /ru/services
 * Files go to screenshots/{width}{path}.png. Set FULL=1 for full-page shots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser';

const WIDTHS = (process.env.WIDTHS ?? '1440,1024,768,375').split(',').map(Number);

async function main() {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || paths.length === 0) throw new Error('usage: screenshots.ts BASE_URL PATH...');
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()))
          console.log(`[${width} ${page.url()}] ${message.type()}: ${message.text()}`);
      });
      for (const target of paths) {
        await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const name = `${width}${target === '/' ? '/home' : target}`.replace(/[?&=]/g, '_');
        const file = path.join('screenshots', `${name}.png`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
