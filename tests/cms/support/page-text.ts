import { httpFetch } from './cms';

/** What a visitor reads in a page's `<main>`: tags, scripts and styles gone, entities decoded, spaces collapsed. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(value);
    }
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/i);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return '';
  return decodeEntities(
    html
      .slice(start, end)
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FetchedPage {
  status: number;
  text: string;
  html: string;
}

export async function fetchPage(url: string, init: RequestInit = {}): Promise<FetchedPage> {
  const response = await httpFetch(url, { redirect: 'manual', ...init });
  const html = await response.text();
  return { status: response.status, text: mainText(html), html };
}

/** The locale-neutral paths of a sitemap, with their query, in the order listed. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(decodeEntities(match[1]));
    return `${url.pathname}${url.search}`;
  });
}
