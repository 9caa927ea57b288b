import { createStaticHandler } from 'react-router';
import { createContentApi } from '../../src/content/content-api';
import { createI18n } from '../../src/i18n/create-i18n';
import { createServerLoaders } from '../../src/loaders/server-loaders';
import { buildRoutes } from '../../src/routes/build-routes';
import { createPageRenderer } from '../../server/render/page-renderer';
import { createContentCache } from '../../server/content/content-cache';
import { createRequestContent } from '../../server/content/content-source';
import { PassThrough } from 'node:stream';

it('renders', async () => {
  const handler = createStaticHandler(buildRoutes(createServerLoaders()));
  const render = createPageRenderer({ handler, assets: null, publicUrl: 'http://x.test', exposeErrors: true });
  const fetch = async (url: string) => {
    if (url.startsWith('/api/home-page')) return { data: { id: 1, attributes: { slides: [{ id: 1, title: 'Hello slide', subtitle: '', text: '', ctaText: '', ctaHref: '' }] } } };
    if (url.startsWith('/api/page-about')) return { data: { id: 1, attributes: { title: 'About us', intro: 'Intro', body: '## Body' } } };
    throw new Error('no ' + url);
  };
  const content = createRequestContent({ fetch, cache: createContentCache({ ttlSeconds: 60, minDelayMs: 0 }), mediaUrl: '' });
  const ctx = { content: createContentApi(content.load), reportError: () => undefined };
  for (const path of ['/', '/ru/about', '/nope']) {
    const outcome = await render(new Request('http://x.test' + path), ctx, createI18n('en'));
    if (outcome.type !== 'document') throw new Error('redirect');
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c) => chunks.push(c));
    await outcome.write(out);
    const html = Buffer.concat(chunks).toString(); console.log(outcome.status, html.slice(html.indexOf('<main'), html.indexOf('</main>')+7), html.slice(html.indexOf('</div><script')));
  }
});
