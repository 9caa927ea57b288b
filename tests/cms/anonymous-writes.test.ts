import { contentTypes } from '@dkg/content-model';
import { cmsRequest, httpFetch } from './support/cms';
import { stack } from './support/stack';

/** The CMS's own security seen by a visitor without a token: no writes, no sign-up. */

type Values = Record<string, unknown>;

const types = Object.values(contentTypes);

/** The address of one existing entry of a type (a collection's first, or the single type itself). */
async function entryPath(type: (typeof types)[number]): Promise<string> {
  const { cmsUrl, access } = stack();
  if (type.kind === 'singleType') return `/api/${type.singularName}`;
  const { data } = await cmsRequest<{ data: Values[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/${type.pluralName}?pagination[pageSize]=1`,
  );
  return `/api/${type.pluralName}/${String(data[0]?.documentId ?? 'none')}`;
}

describe('anonymous writes to the CMS', () => {
  it.each(types.map((type) => [type.uid, type] as const))(
    'when a visitor without a token writes to %s, then every write is refused',
    async (_uid, type) => {
      const { cmsUrl } = stack();
      const one = await entryPath(type);
      const attempts: Array<[string, string]> = [
        ['PUT', one],
        ['DELETE', one],
        ...(type.kind === 'collectionType' ? [['POST', `/api/${type.pluralName}`] as [string, string]] : []),
      ];
      const answers: string[] = [];
      for (const [method, path] of attempts) {
        const response = await httpFetch(`${cmsUrl}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body:
            method === 'DELETE' ? undefined : JSON.stringify({ data: { title: 'defaced', name: 'defaced' } }),
        });
        answers.push(`${method} ${response.status}`);
      }
      expect(answers).toEqual(attempts.map(([method]) => `${method} 403`));
    },
  );

  it('when a visitor tries to sign up, then there is no sign-up', async () => {
    const { cmsUrl } = stack();
    const response = await httpFetch(`${cmsUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'visitor',
        email: 'visitor@example.test',
        password: 'Visitor-Pass-2026!',
      }),
    });
    expect(response.status).toBe(403);
  });

  it('when a second administrator registers without an invitation, then it is refused', async () => {
    const { cmsUrl } = stack();
    const response = await httpFetch(`${cmsUrl}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Eve',
        lastname: 'Intruder',
        email: 'eve@example.test',
        password: 'Intruder-Pass-2026!',
      }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
