import { PAGE_SCRIPTS_ID } from '../../src/routes/page-scripts';

/** The main script of a page's HTML, as the page lists it for its start script (client/start.ts). */
export function mainScriptOf(html: string): string | undefined {
  const island = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]+)</script>`).exec(
    html,
  )?.[1];
  return (JSON.parse(island ?? '[]') as string[]).find((url) => /^\/assets\/main\./.test(url));
}
