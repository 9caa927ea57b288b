import { renderMarkdown } from '../../content/markdown.server';
import { withHeadingAnchors } from './table-of-contents';

describe('withHeadingAnchors', () => {
  it('when an article has second-level headings, then each gets an id and an entry, in order', () => {
    const html = renderMarkdown(
      'Intro\n\n## Who can apply\n\nText\n\n### Detail\n\n## Costs & taxes\n\nMore',
      'en',
    );
    const { html: anchored, toc } = withHeadingAnchors(html);
    expect(toc).toEqual([
      { id: 'who-can-apply', title: 'Who can apply' },
      { id: 'costs-taxes', title: 'Costs & taxes' },
    ]);
    expect(anchored).toContain('<h2 id="who-can-apply">Who can apply</h2>');
    expect(anchored).toContain('<h2 id="costs-taxes">Costs &amp; taxes</h2>');
    expect(anchored).toContain('<h3>Detail</h3>');
  });

  it('when headings are in Greek or Russian, then their anchors keep their letters', () => {
    const { toc } = withHeadingAnchors(renderMarkdown('## Ποιοι δικαιούνται\n\n## Кто может подать', 'el'));
    expect(toc.map((entry) => entry.id)).toEqual(['ποιοι-δικαιούνται', 'кто-может-подать']);
  });

  it('when two headings read the same, then the second anchor gets a suffix', () => {
    const { toc } = withHeadingAnchors(renderMarkdown('## Fees\n\n## Fees\n\n## ***', 'en'));
    expect(toc.map((entry) => entry.id)).toEqual(['fees', 'fees-2', 'section-3']);
  });

  it('when a heading carries markup, then its entry is plain text', () => {
    const { toc } = withHeadingAnchors(renderMarkdown('## The **AFM** number', 'en'));
    expect(toc[0]).toEqual({ id: 'the-afm-number', title: 'The AFM number' });
  });
});
