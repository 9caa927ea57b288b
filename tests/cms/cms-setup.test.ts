import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cmsRequest, httpFetch, root } from './support/cms';
import { stack } from './support/stack';

/** What the CMS's bootstrap and the seed leave behind, seen from outside. */

type Values = Record<string, unknown>;

describe('the CMS as set up', () => {
  it('when the locales are listed, then en is the default and ru and el exist', async () => {
    const { cmsUrl } = stack();
    const locales = (await (await httpFetch(`${cmsUrl}/api/i18n/locales`)).json()) as Values[];
    expect(locales.map((locale) => locale.code).sort()).toEqual(['el', 'en', 'ru']);
    expect(locales.find((locale) => locale.isDefault)?.code).toBe('en');
  });

  it('when the public reads, then it may list and open the read types but not write them', async () => {
    const { cmsUrl } = stack();
    const list = await httpFetch(`${cmsUrl}/api/events?locale=ru`);
    expect(list.status).toBe(200);
    const [first] = ((await list.json()) as { data: Values[] }).data;
    expect((await httpFetch(`${cmsUrl}/api/events/${first.documentId}?locale=ru`)).status).toBe(200);
    expect((await httpFetch(`${cmsUrl}/api/header?locale=el`)).status).toBe(200);
    const write = await httpFetch(`${cmsUrl}/api/events/${first.documentId}?locale=ru`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x' } }),
    });
    expect(write.status).toBe(403);
  });

  it('when the webhooks are listed, then the site revalidation hook has every entry and media event', async () => {
    const { cmsUrl, siteUrl, access } = stack();
    const { data } = await cmsRequest<{ data: Values[] }>(cmsUrl, access.adminJwt, 'GET', '/admin/webhooks');
    const hooks = data.filter((hook) => hook.name === 'Site revalidation');
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ url: `${siteUrl}/api/revalidate`, isEnabled: true });
    expect(Object.keys(hooks[0].headers as Values)).toEqual(['X-Revalidate-Secret']);
    expect(hooks[0].events).toEqual(
      expect.arrayContaining([
        'entry.create',
        'entry.update',
        'entry.delete',
        'entry.publish',
        'entry.unpublish',
        'media.create',
        'media.update',
        'media.delete',
      ]),
    );
  });

  it('when the seed runs a second time, then it changes nothing', () => {
    const { cmsUrl, access } = stack();
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/ts-node/dist/bin.js'),
        '-P',
        path.join(root, 'tsconfig.node.json'),
        '--transpile-only',
        path.join(root, 'cms/scripts/seed.ts'),
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CMS_URL: cmsUrl, CMS_TOKEN: access.fullToken } },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/cms:seed: 0 created, 0 updated/);
  });
});
