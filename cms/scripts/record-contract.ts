/**
 * Records the contract between the site and Strapi 5: starts the built site (dist/server/index.js)
 * against a seeded CMS through a recording proxy that asks for the v4 format, lets it pre-render and
 * crawls every sitemap URL in every locale plus the listing, search and not-found variants, then writes
 * every distinct GET the site made with Strapi's answer to tests/fixtures/strapi5/ (one file per request:
 * `{ request, status, body }`). Earlier recordings there are replaced.
 *
 *   CMS_URL=http://127.0.0.1:1337 CMS_TOKEN=<read-only token> \
 *     ts-node -P tsconfig.node.json cms/scripts/record-contract.ts [--out <dir>]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port';
import { waitFor } from '../../tests/support/wait-for';
import { fixtureName, startContractProxy } from './contract-proxy';

const root = path.resolve(__dirname, '../..');
const DEFAULT_OUT = path.join(root, 'tests/fixtures/strapi5');

/** Pages beyond the sitemap whose content requests differ: listing states, search, misses. */
const EXTRA_PATHS = [
  '/properties?page=2',
  '/properties?sort=price',
  '/properties?sort=newest&type=villa',
  '/properties?region=crete&bedrooms=3',
  '/properties?status=sold',
  '/properties?priceMin=200000&priceMax=900000',
  '/search-result?q=villa',
  '/search-result?q=Αθήνα',
  '/search-result?q=квартира',
  '/properties/999999',
  '/events/no-such-event',
  '/business-in-greece/no-such-article',
  '/dkg-projects/no-such-category',
];

function startSite(env: Record<string, string>): { child: ChildProcess; logs: string[] } {
  const entry = path.join(root, 'dist/server/index.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build the site first (npm run build)`);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  return { child, logs };
}

function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

function localizedVariants(pathAndQuery: string): string[] {
  return [pathAndQuery, `/ru${pathAndQuery}`, `/el${pathAndQuery}`];
}

async function main() {
  const cmsUrl = process.env.CMS_URL ?? '';
  const token = process.env.CMS_TOKEN ?? '';
  if (!/^https?:\/\//.test(cmsUrl) || !token) {
    throw new Error('Set CMS_URL (a seeded Strapi 5) and CMS_TOKEN (its read-only token for the site).');
  }
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : DEFAULT_OUT;

  const proxy = await startContractProxy({ target: cmsUrl });
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const site = startSite({
    PORT: String(port),
    PUBLIC_URL: siteUrl,
    CONTENT_API_URL: proxy.url,
    CONTENT_API_TOKEN: token,
    CONTENT_MIN_DELAY_MS: '0',
    PRERENDER: 'true',
  });
  try {
    await waitFor('the site answering /healthz', async () => (await fetch(`${siteUrl}/healthz`)).ok, {
      timeoutMs: 60_000,
      intervalMs: 200,
    });
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    const pages = sitemapUrls(sitemap).map((url) => new URL(url).pathname + new URL(url).search);
    if (pages.length === 0) throw new Error(`The sitemap lists no pages:\n${sitemap.slice(0, 500)}`);
    const paths = [...new Set([...pages, ...EXTRA_PATHS.flatMap(localizedVariants)])];
    let failures = 0;
    for (const pagePath of paths) {
      const response = await fetch(`${siteUrl}${pagePath}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 500) {
        failures += 1;
        process.stderr.write(`record-contract: ${pagePath} answered ${response.status}\n`);
      }
    }
    fs.mkdirSync(out, { recursive: true });
    for (const file of fs.readdirSync(out)) if (file.endsWith('.json')) fs.rmSync(path.join(out, file));
    for (const exchange of proxy.exchanges.values()) {
      const file = path.join(out, fixtureName(exchange.request.url));
      fs.writeFileSync(file, `${JSON.stringify(exchange, null, 2)}\n`);
    }
    process.stdout.write(
      `record-contract: ${paths.length} pages crawled (${failures} failed), ${proxy.exchanges.size} distinct requests written to ${path.relative(root, out)}\n`,
    );
    if (failures > 0) process.exitCode = 1;
  } catch (error) {
    process.stderr.write(site.logs.join(''));
    throw error;
  } finally {
    site.child.kill('SIGTERM');
    await proxy.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`record-contract: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
