import { PassThrough } from 'node:stream';
import { createStaticHandler } from 'react-router';
import { createContentCache } from '../../server/content/content-cache';
import { createRequestContent } from '../../server/content/content-source';
import { createPageRenderer } from '../../server/render/page-renderer';
import { createContentApi } from '../../src/content/content-api.server';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Locale } from '../../src/i18n/locales';
import { resources } from '../../src/i18n/resources';
import { createServerLoaders } from '../../src/routes/server-loaders.server';
import { buildRoutes } from '../../src/routes/build-routes';
import { pageRoutes } from '../../src/routes/route-table';
import { PAGE_STATE_ID } from '../../src/routes/hydration';

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

/** A content service that answers the home page and the about page, and fails everything else. */
async function fakeContent(url: string): Promise<unknown> {
  if (url.startsWith('/api/home-page')) {
    return {
      data: {
        id: 1,
        attributes: {
          slides: [
            {
              id: 1,
              title: `Homes ${HOSTILE}`,
              subtitle: 'Athens',
              text: 'By the sea',
              ctaText: 'View',
              ctaHref: '/properties',
            },
          ],
          seo: { metaTitle: 'Homes by the Aegean', metaDescription: `Villas ${HOSTILE}` },
        },
      },
    };
  }
  if (url.startsWith('/api/page-about')) {
    return {
      data: { id: 1, attributes: { title: 'About us', intro: 'Since 2004', body: '## Story\n\nWe build.' } },
    };
  }
  throw new Error(`no content for ${url}`);
}

async function render(path: string, locale: Locale) {
  const handler = createStaticHandler(buildRoutes(pageRoutes, createServerLoaders()));
  const renderPage = createPageRenderer({
    handler,
    routes: pageRoutes,
    assets: null,
    publicUrl: 'https://www.example.test',
    exposeErrors: false,
  });
  const content = createRequestContent({
    fetch: fakeContent,
    cache: createContentCache({ ttlSeconds: 60, minDelayMs: 0 }),
    mediaUrl: '',
  });
  const outcome = await renderPage(
    new Request(`https://www.example.test${path}`),
    { content: createContentApi(content.load), preview: false, reportError: () => undefined },
    createI18n(locale, resources),
  );
  if (outcome.type !== 'document')
    throw new Error(`expected a document, got a redirect to ${outcome.location}`);
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await outcome.write(sink);
  return { status: outcome.status, html: Buffer.concat(chunks).toString('utf8') };
}

describe('rendering a request through the router', () => {
  it('when the home is rendered, then the HTML holds the content, and the head its title, canonical and alternates', async () => {
    const { status, html } = await render('/ru/', 'ru');
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="ru"')).toBe(true);
    expect(html).toContain('<title>Homes by the Aegean — DKG Development</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/ru">');
    expect(html).toContain('<link rel="alternate" hreflang="el" href="https://www.example.test/el">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.test/">');
    expect(html).toContain('Athens');
  });

  it('when content holds markup, then it is escaped everywhere, including the state island', async () => {
    const { html } = await render('/', 'en');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const island = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(island).not.toBeNull();
    expect(JSON.stringify(JSON.parse(island![1]))).toContain(HOSTILE);
  });

  it('when a page is rendered, then it carries no executable inline script and no style attribute', async () => {
    for (const path of ['/', '/el/about', '/no-such-page']) {
      const { html } = await render(path, 'en');
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      // Data blocks only: the state island and the structured data (JSON-LD), which no browser runs.
      expect(inlineScripts.every((attributes) => /type="application\/(ld\+)?json"/.test(attributes))).toBe(
        true,
      );
      expect(html).not.toMatch(/\sstyle="/);
    }
  });

  it('when a route does not exist, then it renders the not-found page with no canonical link and noindex', async () => {
    const { status, html } = await render('/el/nowhere', 'el');
    expect(status).toBe(404);
    expect(html).toContain('Η σελίδα δεν βρέθηκε');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
  });
});
