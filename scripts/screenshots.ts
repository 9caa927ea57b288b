/**
 * `npm run screenshots`: every page kind at the four reference widths in the three languages, as it
 * comes and with each of its menus, popups and dialogs open (the states the visitor walk of
 * tests/e2e/visitor-walk.test.ts opens), into screenshots/{locale}/{width}/{page}--{state}.png.
 *
 * It starts the production build with the embedded content unless BASE_URL names a running site.
 * WIDTHS, LOCALES (comma-separated) and PAGES (a regular expression on the path) narrow it down;
 * FULL=1 takes the whole page instead of the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, isLocale, type Locale } from '../src/i18n/locales';
import { launchBrowser } from '../tests/support/browser';
import { startProductionServer, type RunningServer } from '../tests/support/production-server';
import { WALK_HEIGHT, WALK_WIDTHS, pageKinds, settle, statesOf } from '../tests/support/visitor-walk';

const OUT = path.resolve(__dirname, '..', 'screenshots');

function listFromEnv<T>(name: string, all: readonly T[], parse: (value: string) => T | undefined): T[] {
  const value = process.env[name];
  if (!value) return [...all];
  return value.split(',').flatMap((item) => {
    const parsed = parse(item.trim());
    return parsed === undefined ? [] : [parsed];
  });
}

function fileName(locale: Locale, width: number, route: string, state: string): string {
  const page = route.replace(/^\/(ru|el)(?=\/|$)/, '').replace(/^\/$/, '') || '/home';
  const name = `${page.slice(1).replace(/[/?&=]+/g, '_')}--${state.replace(/\s+/g, '-')}`;
  return path.join(OUT, locale, String(width), `${name}.png`);
}

async function main() {
  const widths = listFromEnv('WIDTHS', WALK_WIDTHS, (value) => Number(value) || undefined);
  const locales = listFromEnv('LOCALES', LOCALES, (value) => (isLocale(value) ? value : undefined));
  const only = process.env.PAGES ? new RegExp(process.env.PAGES) : null;
  let server: RunningServer | undefined;
  const base = process.env.BASE_URL ?? (server = await startProductionServer()).url;
  const browser = await launchBrowser();
  let written = 0;
  try {
    for (const locale of locales) {
      for (const width of widths) {
        // Where each state comes to rest, as the walk looks at it (tests/e2e/visitor-walk.test.ts).
        const context = await browser.newContext({
          viewport: { width, height: WALK_HEIGHT },
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        page.on('pageerror', (error) => console.log(`[${width} ${page.url()}] ${error.message}`));
        const load = async (route: string) => {
          await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
          await page.waitForFunction(() => document.querySelector('.page-loader') === null);
          await page.evaluate(() => document.fonts.ready);
          await settle(page);
        };
        for (const route of pageKinds(locale).filter((candidate) => !only || only.test(candidate))) {
          await load(route);
          const shots: Array<[string, () => Promise<void>]> = [['page', async () => {}]];
          for (const state of await statesOf(page, width)) shots.push([state.name, () => state.open(page)]);
          for (const [state, open] of shots) {
            if (state !== 'page') await load(route);
            try {
              await open();
            } catch (error) {
              // Told, not fatal: the walk's test is where a state that cannot be opened fails.
              console.log(
                `[${locale} ${width} ${route}] the ${state} could not be opened: ${(error as Error).message.split('\n')[0]}`,
              );
              continue;
            }
            await settle(page);
            const file = fileName(locale, width, route, state);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
            written += 1;
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`${written} screenshots in ${path.relative(process.cwd(), OUT)}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
