import { markdownToText, renderMarkdown } from './markdown.server';

describe('markdown bodies', () => {
  it('when a body holds raw HTML, then it is escaped, never rendered', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>', 'en');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('when a body links inside the site, then the link gets the locale prefix and is marked internal', () => {
    expect(renderMarkdown('[Golden Visa](/services/golden-visa)', 'ru')).toContain(
      '<a href="/ru/services/golden-visa" data-internal="">',
    );
    expect(renderMarkdown('[Home](/en/about)', 'el')).toContain('href="/el/about"');
  });

  it('when a body links outside, then the link opens in a new tab without opener', () => {
    expect(renderMarkdown('[Gov](https://www.gov.gr)', 'en')).toContain(
      '<a href="https://www.gov.gr" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('when a link uses a script scheme, then it is not a link', () => {
    expect(renderMarkdown('[x](javascript:alert(1))', 'en')).not.toContain('href="javascript');
  });

  it('when text is asked for, then markup is stripped and blocks stay apart', () => {
    expect(markdownToText('## Title\n\nSome **bold** & text')).toBe('Title. Some bold & text');
    expect(markdownToText('See [Golden Visa](/services/golden-visa); then *apply*.')).toBe(
      'See Golden Visa; then apply.',
    );
    expect(markdownToText('## Costs:\n\n- one\n- two')).toBe('Costs: one two');
  });
});
