import type { ChunkExtractor } from '@loadable/server';
import escapeHtml from 'escape-html';
import { PAGE_SCRIPTS_ID } from '../../src/routes/page-scripts';
import { serializeJson } from './document';

/** The client build's start script (`client/start.ts`), by its file name in the stats. */
export function startScriptUrl(stats: object): string | null {
  const { publicPath = '/assets/', assetsByChunkName } = stats as {
    publicPath?: string;
    assetsByChunkName?: Record<string, string[] | string>;
  };
  const files = [assetsByChunkName?.start ?? []].flat();
  const file = files.find((name) => name.endsWith('.js'));
  return file ? `${publicPath}${file}` : null;
}

/**
 * The scripts at the end of a page: @loadable's list of the chunks the page needs (data), the page's
 * scripts as a JSON island, and the start script, the only one the markup loads: it starts the others
 * once the first screen is drawn (see client/start.ts), so nothing in the page makes the browser fetch
 * them earlier. Without a start script in the build, the page loads its scripts itself.
 */
export function pageScriptTags(extractor: ChunkExtractor, startUrl: string | null): string {
  if (!startUrl) return extractor.getScriptTags();
  const urls = extractor.getMainAssets('script').map((asset) => asset.url);
  const data = extractor
    .getScriptTags()
    .split('\n')
    .filter((tag) => tag.includes('type="application/json"'))
    .join('');
  return `${data}<script type="application/json" id="${PAGE_SCRIPTS_ID}">${serializeJson(urls)}</script><script async src="${escapeHtml(startUrl)}"></script>`;
}
