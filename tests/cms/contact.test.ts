import fs from 'node:fs';
import path from 'node:path';
import { cmsRequest, httpFetch } from './support/cms';
import { waitFor } from '../support/wait-for';
import { stack } from './support/stack';

/** Enquiries: posted to the site, they land in the CMS's contact-requests once; nobody else may write or read them. */

type Values = Record<string, unknown>;

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
}

describe('enquiries', () => {
  it('when a visitor sends the contact form, then the enquiry arrives in contact-requests exactly once', async () => {
    const { siteUrl, cmsUrl, access, siteDataDir } = stack();
    const email = `maria.${Date.now()}@example.com`;
    const response = await fetch(`${siteUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: 'Maria Papadopoulou',
        email,
        phone: '+30 210 123 4567',
        message: 'I would like to visit the Glyfada apartments next week.',
        locale: 'el',
        page: '/el/contacts',
      }),
    });
    expect(response.status).toBe(202);

    const query = `/api/contact-requests?filters[email][$eq]=${encodeURIComponent(email)}`;
    const stored = await waitFor(
      'the enquiry in the CMS and the outbox empty',
      async () => {
        const answer = await cmsRequest<{ data: Values[] }>(cmsUrl, access.fullToken, 'GET', query);
        const delivered = answer.data.length > 0 && filesIn(path.join(siteDataDir, 'pending')).length === 0;
        return delivered ? answer.data : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(stored).toHaveLength(1);
    // The page is stored without its locale prefix; the visitor's language is a field of its own.
    expect(stored[0]).toMatchObject({ name: 'Maria Papadopoulou', email, page: '/contacts', language: 'el' });
    expect(filesIn(path.join(siteDataDir, 'failed'))).toEqual([]);
  });

  it('when contact-requests are called without the right token, then they are refused', async () => {
    const { cmsUrl, access } = stack();
    const body = JSON.stringify({ data: { name: 'Nobody', email: 'nobody@example.com', message: 'x' } });
    const call = (method: string, token?: string) =>
      httpFetch(`${cmsUrl}/api/contact-requests`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: method === 'POST' ? body : undefined,
      }).then((answer) => answer.status);
    expect(await call('GET')).toBe(403);
    expect(await call('POST')).toBe(403);
    expect(await call('POST', access.readToken)).toBe(403);
    expect(await call('GET', access.contactToken)).toBe(403);
  });
});
