import type { ChunkExtractor } from '@loadable/server';
import { pageScriptTags, startScriptUrl } from './page-scripts';

/** What @loadable/server's extractor gives for the home: its chunks' data, then one tag per script. */
const extractor = {
  getMainAssets: () => [{ url: '/assets/main.1.js' }, { url: '/assets/page-home.2.js' }],
  getScriptTags: () =>
    [
      '<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json">[390]</script><script id="__LOADABLE_REQUIRED_CHUNKS___ext" type="application/json">{"namedChunks":["page-home"]}</script>',
      '<script async data-chunk="main" src="/assets/main.1.js"></script>',
      '<script async data-chunk="page-home" src="/assets/page-home.2.js"></script>',
    ].join('\n'),
} as unknown as ChunkExtractor;

describe('the scripts at the end of a page', () => {
  const tags = pageScriptTags(extractor, '/assets/start.3.js');

  it('when the build has a start script, then it is the only script the markup loads', () => {
    expect(tags.match(/<script[^>]*\ssrc=/g)).toEqual(['<script async src=']);
    expect(tags).toContain('<script async src="/assets/start.3.js"></script>');
  });

  it('when the page is written, then its scripts are listed as data for the start script, in order', () => {
    expect(tags).toContain(
      '<script type="application/json" id="__PAGE_SCRIPTS__">["/assets/main.1.js","/assets/page-home.2.js"]</script>',
    );
  });

  it("when the page is written, then @loadable's list of the page's chunks stays", () => {
    expect(tags).toContain(
      '<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json">[390]</script>',
    );
  });

  it('when the stats name a start chunk, then its script is found under the public path', () => {
    expect(
      startScriptUrl({
        publicPath: '/assets/',
        assetsByChunkName: { start: ['start.3.js', 'start.3.js.map'] },
      }),
    ).toBe('/assets/start.3.js');
    expect(startScriptUrl({ assetsByChunkName: { main: ['main.1.js'] } })).toBeNull();
  });
});
