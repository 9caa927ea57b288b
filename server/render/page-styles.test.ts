import type { ChunkExtractor } from '@loadable/server';
import { scriptLinkTags } from './page-styles';

/** What @loadable/server's extractor gives for a page: one tag per line. */
function extractorWith(linkTags: string[]): ChunkExtractor {
  return { getLinkTags: () => linkTags.join('\n') } as unknown as ChunkExtractor;
}

describe('scriptLinkTags', () => {
  const tags = scriptLinkTags(
    extractorWith([
      '<link data-chunk="page-home" rel="preload" as="style" href="/assets/page-home.css">',
      '<link data-chunk="main" rel="preload" as="style" href="/assets/main.css">',
      '<link data-chunk="main" rel="preload" as="script" href="/assets/main.js">',
      '<link data-chunk="page-home" rel="preload" as="script" href="/assets/page-home.js">',
    ]),
  );

  it('preloads every script of the page at low priority, behind the fonts and pictures of the first paint', () => {
    expect(tags).toBe(
      '<link fetchpriority="low" data-chunk="main" rel="preload" as="script" href="/assets/main.js">' +
        '<link fetchpriority="low" data-chunk="page-home" rel="preload" as="script" href="/assets/page-home.js">',
    );
  });

  it('leaves out the style sheets, which are inline in the page', () => {
    expect(tags).not.toContain('as="style"');
  });
});
