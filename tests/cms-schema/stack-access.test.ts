import { createHmac } from 'node:crypto';
import { ensureStackAccess } from '../../cms/src/lib/stack-access';

/**
 * The CMS's bootstrap of the stack's access (cms/src/lib/stack-access.js) against a Strapi of its
 * services' shape: tokens stored as Strapi stores them (an HMAC of the value keyed with the salt),
 * their type and rights, the first administrator. The compose suite runs it in the real CMS.
 */

const SALT = 'salt-of-this-cms';
const hash = (value: string) => createHmac('sha512', SALT).update(value).digest('hex');

interface Row {
  id: number;
  name: string;
  type: string;
  permissions: string[];
  accessKey: string;
  encryptedKey?: string | null;
  expiresAt: number | null;
  lifespan: number | null;
}

function fakeStrapi() {
  const tokens: Row[] = [];
  const users: Record<string, unknown>[] = [];
  let nextId = 1;
  const contentApi = {
    hash,
    async getByName(name: string) {
      const row = tokens.find((token) => token.name === name);
      return row ? { ...row, accessKey: undefined } : null;
    },
    async create(attributes: {
      name: string;
      type: string;
      permissions?: string[];
      lifespan: number | null;
    }) {
      const row: Row = {
        id: nextId++,
        name: attributes.name,
        type: attributes.type,
        permissions: attributes.permissions ?? [],
        accessKey: hash(`random-${Math.random()}`),
        expiresAt: null,
        lifespan: attributes.lifespan,
      };
      tokens.push(row);
      return row;
    },
    async revoke(id: number) {
      tokens.splice(
        tokens.findIndex((token) => token.id === id),
        1,
      );
    },
    async update(id: number, attributes: { type: string; permissions: string[] }) {
      Object.assign(
        tokens.find((token) => token.id === id)!,
        attributes,
      );
    },
  };
  const services: Record<string, unknown> = {
    'admin::api-token-content-api': contentApi,
    'admin::encryption': { encrypt: (value: string) => `encrypted:${value}` },
    'admin::user': {
      exists: async () => users.length > 0,
      create: async (user: Record<string, unknown>) => users.push(user),
    },
    'admin::role': { getSuperAdmin: async () => ({ id: 1 }) },
  };
  const strapi = {
    contentTypes: {
      'api::event.event': { kind: 'collectionType' },
      'api::home-page.home-page': { kind: 'singleType' },
      'api::contact-request.contact-request': { kind: 'collectionType' },
      'plugin::upload.file': { kind: 'collectionType' },
    },
    service: (uid: string) => services[uid],
    contentType: () => ({ attributes: { encryptedKey: {} } }),
    db: {
      query: () => ({
        findOne: async ({ where }: { where: { id: number } }) =>
          tokens.find((token) => token.id === where.id),
        findMany: async ({ where }: { where: { accessKey: string; id: { $ne: number } } }) =>
          tokens.filter((token) => token.accessKey === where.accessKey && token.id !== where.id.$ne),
        update: async ({ where, data }: { where: { id: number }; data: Partial<Row> }) =>
          Object.assign(
            tokens.find((token) => token.id === where.id)!,
            data,
          ),
      }),
    },
    log: { info: () => undefined, warn: () => undefined },
  };
  return { strapi, tokens, users };
}

const env = {
  CONTENT_API_TOKEN: 'a'.repeat(40),
  CONTACT_API_TOKEN: 'b'.repeat(40),
  CMS_ADMIN_EMAIL: 'Editor@Example.com',
  CMS_ADMIN_PASSWORD: 'Secret123456',
};

describe('the stack access the CMS registers from its environment', () => {
  it('when the CMS starts, then the two tokens exist under the values of .env with exactly their rights, and the first administrator', async () => {
    const { strapi, tokens, users } = fakeStrapi();
    await ensureStackAccess(strapi, env);
    expect(tokens).toHaveLength(2);
    const [read, contact] = tokens;
    // The content and the locales, not the enquiries.
    expect(read).toMatchObject({ type: 'custom', accessKey: hash(env.CONTENT_API_TOKEN) });
    expect([...read.permissions].sort()).toEqual([
      'api::event.event.find',
      'api::event.event.findOne',
      'api::home-page.home-page.find',
      'plugin::i18n.locales.listLocales',
    ]);
    expect(read.encryptedKey).toBe(`encrypted:${env.CONTENT_API_TOKEN}`);
    expect(contact).toMatchObject({
      type: 'custom',
      permissions: ['api::contact-request.contact-request.create'],
      accessKey: hash(env.CONTACT_API_TOKEN),
    });
    expect(users).toEqual([
      expect.objectContaining({ email: 'editor@example.com', roles: [1], isActive: true }),
    ]);
  });

  it('when it starts again after changes in the admin panel, then the tokens are set back and nothing else is made', async () => {
    const { strapi, tokens, users } = fakeStrapi();
    await ensureStackAccess(strapi, env);
    const [read, contact] = tokens;
    const readPermissions = [...read.permissions];
    Object.assign(read, { type: 'full-access', accessKey: hash('regenerated'), expiresAt: 1, lifespan: 7 });
    Object.assign(contact, { permissions: ['api::contact-request.contact-request.find'] });
    await ensureStackAccess(strapi, { ...env, CMS_ADMIN_EMAIL: 'other@example.com' });
    expect(tokens).toHaveLength(2);
    expect(read).toMatchObject({ type: 'custom', accessKey: hash(env.CONTENT_API_TOKEN), expiresAt: null });
    expect(read.permissions).toEqual(readPermissions);
    expect(contact.permissions).toEqual(['api::contact-request.contact-request.create']);
    expect(users).toHaveLength(1);
  });

  it('when another token carries the value of .env, then it is revoked', async () => {
    const { strapi, tokens } = fakeStrapi();
    tokens.push({
      id: 99,
      name: 'Made by hand',
      type: 'full-access',
      permissions: [],
      accessKey: hash(env.CONTENT_API_TOKEN),
      expiresAt: null,
      lifespan: null,
    });
    await ensureStackAccess(strapi, env);
    expect(tokens.map((token) => token.name)).not.toContain('Made by hand');
    expect(tokens.filter((token) => token.accessKey === hash(env.CONTENT_API_TOKEN))).toHaveLength(1);
  });

  it('when a variable is empty, then its token is left to the admin panel; when it is short, then the CMS does not start', async () => {
    const { strapi, tokens } = fakeStrapi();
    await ensureStackAccess(strapi, { ...env, CONTENT_API_TOKEN: '' });
    expect(tokens.map((token) => token.name)).toEqual(['Enquiries (create only, from CONTACT_API_TOKEN)']);
    await expect(ensureStackAccess(strapi, { ...env, CONTENT_API_TOKEN: 'short' })).rejects.toThrow(
      /CONTENT_API_TOKEN must be at least 32 characters/,
    );
  });
});
