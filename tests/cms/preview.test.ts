import { createDemoDataset } from '@dkg/demo-content';
import { cmsRequest } from './support/cms';
import { waitFor } from '../support/wait-for';
import { fetchPage } from './support/page-text';
import { stack } from './support/stack';

/**
 * Preview: the CMS's preview handler (Strapi's own admin endpoint) points to the site's /api/preview,
 * and the site shows a draft there and nowhere else.
 */

type Values = Record<string, unknown>;

/** The preview URL Strapi's admin would open for a document (GET /content-manager/preview/url/:uid). */
async function previewUrl(uid: string, documentId: string | undefined, locale: string, status: string) {
  const { cmsUrl, access } = stack();
  const query = new URLSearchParams({ ...(documentId ? { documentId } : {}), locale, status });
  const answer = await cmsRequest<{ data: { url?: string } }>(
    cmsUrl,
    access.adminJwt,
    'GET',
    `/content-manager/preview/url/${uid}?${query}`,
  );
  return answer.data.url;
}

async function documentIdOf(plural: string, field: string, value: string | number, locale = 'en') {
  const { cmsUrl, access } = stack();
  const answer = await cmsRequest<{ data: Values[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/${plural}?filters[${field}][$eq]=${encodeURIComponent(String(value))}&locale=${locale}`,
  );
  return answer.data[0].documentId as string;
}

function expectedPreview(path: string, status: string): string {
  const { siteUrl, previewSecret } = stack();
  return `${siteUrl}/api/preview?${new URLSearchParams({ secret: previewSecret, url: path, status })}`;
}

describe('preview', () => {
  const dataset = createDemoDataset();

  it('when the admin asks for the preview of entries, then the CMS answers the site page of each, in its locale', async () => {
    const project = dataset.collections['api::project.project'][0];
    const category = dataset.collections['api::project-category.project-category'].find(
      (entry) => entry.$key === (project.locales?.ru as Values).category,
    )!;
    const ruSlug = String((category.locales?.ru as Values).slugId);
    const projectId = await documentIdOf('projects', 'reference', Number(project.shared?.reference));
    expect(await previewUrl('api::project.project', projectId, 'ru', 'draft')).toBe(
      expectedPreview(`/ru/dkg-projects/${ruSlug}/${project.shared?.reference}`, 'draft'),
    );

    const service = dataset.collections['api::service.service'][0];
    const serviceId = await documentIdOf('services', 'slug', String(service.shared?.slug));
    expect(await previewUrl('api::service.service', serviceId, 'en', 'published')).toBe(
      expectedPreview(`/services/${service.shared?.slug}`, 'published'),
    );

    expect(await previewUrl('api::page-about.page-about', undefined, 'el', 'draft')).toBe(
      expectedPreview('/el/about', 'draft'),
    );
    expect(await previewUrl('api::home-page.home-page', undefined, 'ru', 'draft')).toBe(
      expectedPreview('/ru', 'draft'),
    );
  });

  it('when an editor saves a draft, then the preview shows it and the public page does not', async () => {
    const { siteUrl, cmsUrl, access } = stack();
    const article = dataset.collections['api::guide-article.guide-article'][0];
    const url = String(article.shared?.url);
    const published = String((article.locales?.el as Values).title);
    const draft = `${published} (draft under review)`;
    const documentId = await documentIdOf('guide-articles', 'url', url, 'el');
    const path = `/el/business-in-greece/${url}`;
    try {
      await cmsRequest(
        cmsUrl,
        access.fullToken,
        'PUT',
        `/api/guide-articles/${documentId}?locale=el&status=draft`,
        {
          data: { title: draft },
        },
      );

      const preview = await previewUrl('api::guide-article.guide-article', documentId, 'el', 'draft');
      expect(preview).toBe(expectedPreview(path, 'draft'));
      const entry = await fetch(preview!, { redirect: 'manual' });
      expect(entry.status).toBeGreaterThanOrEqual(200);
      expect(entry.status).toBeLessThan(400);
      const cookies = entry.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      expect(cookies.length).toBeGreaterThan(0);
      // The site may answer with its public origin: the page is asked of this site, by path.
      const target = new URL(entry.headers.get('location') ?? path, siteUrl);
      const previewed = await fetchPage(`${siteUrl}${target.pathname}${target.search}`, {
        headers: { cookie: cookies.join('; ') },
      });
      expect(previewed.status).toBe(200);
      expect(previewed.text).toContain(draft);

      // The draft's own webhook (entry.update) has been handled once the public page renders again.
      const publicPage = await waitFor('the public page', async () => {
        const page = await fetchPage(`${siteUrl}${path}`);
        return page.status === 200 ? page : undefined;
      });
      expect(publicPage.text).toContain(published);
      expect(publicPage.text).not.toContain(draft);
    } finally {
      await cmsRequest(
        cmsUrl,
        access.fullToken,
        'PUT',
        `/api/guide-articles/${documentId}?locale=el&status=draft`,
        {
          data: { title: published },
        },
      );
    }
  });
});
