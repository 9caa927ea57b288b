import { Parser } from 'htmlparser2';

/** Attributes whose values are URLs a browser follows, loads or submits to. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'cite']);
/** <meta> properties whose content is a URL (Open Graph, Twitter). */
const URL_META = /^(og:(url|image|video|audio)(:.*)?|twitter:(image|url))$/;
const HEADERS_WITH_URLS = ['location', 'content-location', 'refresh'];

export interface FoundUrl {
  /** Where in the answer it was: a header, an element's attribute, a JSON field. */
  where: string;
  value: string;
}

function fromSrcset(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** Every URL in an HTML document: links, sources, form actions, srcsets, meta URLs, refreshes. */
export function urlsInHtml(html: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          const where = `<${name} ${attribute}>`;
          if (URL_ATTRIBUTES.has(attribute)) found.push({ where, value });
          if (attribute === 'srcset' || attribute === 'imagesrcset') {
            fromSrcset(value).forEach((url) => found.push({ where, value: url }));
          }
        }
        const property = attributes.property ?? attributes.name ?? '';
        if (name === 'meta' && URL_META.test(property) && attributes.content) {
          found.push({ where: `<meta ${property}>`, value: attributes.content });
        }
        if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
          found.push({ where: '<meta refresh>', value: attributes.content.replace(/^[^;]*;\s*url=/i, '') });
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** Every string in a JSON answer that a client could treat as an address (redirects, paths, hrefs). */
export function urlsInJson(body: unknown, path = '$'): FoundUrl[] {
  if (typeof body === 'string') {
    return /^\s*(https?:|[/\\])/i.test(body) ? [{ where: path, value: body }] : [];
  }
  if (Array.isArray(body)) return body.flatMap((item, index) => urlsInJson(item, `${path}[${index}]`));
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) => urlsInJson(value, `${path}.${key}`));
  }
  return [];
}

/** The URLs of an answer: its headers, and its HTML or JSON body. */
export function urlsInAnswer(answer: {
  headers: Record<string, string | undefined>;
  body: string;
}): FoundUrl[] {
  const found: FoundUrl[] = HEADERS_WITH_URLS.flatMap((name) => {
    const value = answer.headers[name];
    if (!value) return [];
    return [
      { where: `${name} header`, value: name === 'refresh' ? value.replace(/^[^;]*;\s*url=/i, '') : value },
    ];
  });
  const link = answer.headers.link;
  if (link)
    for (const match of link.matchAll(/<([^>]*)>/g)) found.push({ where: 'link header', value: match[1] });
  const type = answer.headers['content-type'] ?? '';
  if (type.includes('html')) found.push(...urlsInHtml(answer.body));
  if (type.includes('json')) {
    try {
      found.push(...urlsInJson(JSON.parse(answer.body)));
    } catch {
      // not JSON after all: nothing to follow
    }
  }
  return found;
}

/**
 * Where a browser on `base` would go with this URL (WHATWG parsing: tabs and newlines dropped,
 * backslashes read as slashes), or null for a URL it cannot parse.
 */
export function resolveUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
