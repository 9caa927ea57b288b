/** The revalidation secret the tests' servers are started with. */
export const REVALIDATE_SECRET = 'a-long-revalidation-secret-for-tests';

/** Posts a CMS webhook to a running site's `/api/revalidate`; resolves to the answer's status. */
export async function webhook(url: string, body: object): Promise<number> {
  const response = await fetch(`${url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify(body),
  });
  return response.status;
}

export const ABOUT = 'api::page-about.page-about';

/** What Strapi 5 sends when the about page (a single type) is published in one locale. */
export const aboutPublished = (locale: string, title: string) => ({
  event: 'entry.publish',
  model: 'page-about',
  uid: ABOUT,
  entry: { id: 1, documentId: 'doc-about', locale, title, publishedAt: '2030-01-01T00:00:00.000Z' },
});

/** The text of a page's first heading. */
export const heading = (html: string) => /<h1[^>]*>([^<]+)/.exec(html)?.[1];
