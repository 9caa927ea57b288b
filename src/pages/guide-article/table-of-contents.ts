/** A section of a guide article: a `##` heading and the anchor it gets. */
export interface TocEntry {
  id: string;
  title: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_match, entity: string) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/** An anchor made of the heading's letters and digits in any script (Greek and Cyrillic included). */
function anchorOf(title: string, index: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `section-${index + 1}`;
}

/**
 * Gives every second-level heading of rendered Markdown an id, and lists them for a table of
 * contents. The Markdown renderer writes headings without attributes, so `<h2>` is matched exactly.
 */
export function withHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const title = textOf(inner);
    const base = anchorOf(title, toc.length);
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
    used.add(id);
    toc.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, toc };
}
