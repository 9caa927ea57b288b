// Who may use the CMS when it runs in the container stack, from the environment (.env beside
// docker-compose.yml), so that an orchestrated first start needs no hand in the admin panel:
// - the site's API token that reads content but not enquiries (CONTENT_API_TOKEN) and the
//   enquiries' token that may only create contact requests (CONTACT_API_TOKEN), registered under their values: Strapi keeps an HMAC of a
//   token (API_TOKEN_SALT), so its token service stores the hash of the value the site was given;
// - the first administrator (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD), made only while there is none.
// Every step is idempotent: a token changed by hand (its value, type or rights) is set back on the
// next start; a variable left empty leaves that part to the admin panel.

const CONTACT_TYPE = 'api::contact-request.contact-request';
/** Not content: the CMS's own schedules of publications. */
const SCHEDULE_TYPE = 'api::scheduled-publication.scheduled-publication';
const MIN_TOKEN_LENGTH = 32;

/**
 * What the site reads: find and findOne of every content type but the enquiries and the schedules,
 * and the locales. A read-only token of Strapi would read the enquiries too (visitors' names, e-mails
 * and messages).
 */
function readActions(strapi) {
  const actions = ['plugin::i18n.locales.listLocales'];
  for (const [uid, type] of Object.entries(strapi.contentTypes ?? {})) {
    if (!uid.startsWith('api::') || uid === CONTACT_TYPE || uid === SCHEDULE_TYPE) continue;
    actions.push(`${uid}.find`);
    if (type.kind === 'collectionType') actions.push(`${uid}.findOne`);
  }
  return actions;
}

/** The tokens this module keeps, by the name the admin panel shows. */
function stackTokens(strapi, env = process.env) {
  return [
    {
      name: 'Site (reads content, from CONTENT_API_TOKEN)',
      description:
        'The site reads published content with it, not the enquiries. Managed from the environment: changes are undone on start.',
      variable: 'CONTENT_API_TOKEN',
      value: env.CONTENT_API_TOKEN ?? '',
      type: 'custom',
      permissions: readActions(strapi),
    },
    {
      name: 'Enquiries (create only, from CONTACT_API_TOKEN)',
      description:
        'The site sends enquiries with it; it reads nothing. Managed from the environment: changes are undone on start.',
      variable: 'CONTACT_API_TOKEN',
      value: env.CONTACT_API_TOKEN ?? '',
      type: 'custom',
      permissions: [`${CONTACT_TYPE}.create`],
    },
  ];
}

/** Content-API tokens: their own service since tokens of the admin API exist, `api-token` before. */
function tokenService(strapi) {
  return strapi.service('admin::api-token-content-api') ?? strapi.service('admin::api-token');
}

function sameActions(a, b) {
  return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
}

async function ensureToken(strapi, wanted) {
  if (!wanted.value) {
    strapi.log.info(`[bootstrap] ${wanted.variable} is empty: the token "${wanted.name}" is left alone`);
    return;
  }
  if (wanted.value.length < MIN_TOKEN_LENGTH) {
    throw new Error(`${wanted.variable} must be at least ${MIN_TOKEN_LENGTH} characters (a random value)`);
  }
  const service = tokenService(strapi);
  const rows = strapi.db.query('admin::api-token');
  let token = await service.getByName(wanted.name);
  let changed = [];
  if (!token) {
    token = await service.create({
      name: wanted.name,
      description: wanted.description,
      type: wanted.type,
      lifespan: null,
      permissions: wanted.type === 'custom' ? wanted.permissions : undefined,
    });
    changed.push('created');
  } else {
    const permissions = token.permissions ?? [];
    if (token.type !== wanted.type || !sameActions(permissions, wanted.permissions)) {
      await service.update(token.id, {
        type: wanted.type,
        permissions: wanted.type === 'custom' ? wanted.permissions : [],
      });
      changed.push('rights restored');
    }
    if (token.expiresAt) {
      await rows.update({ where: { id: token.id }, data: { lifespan: null, expiresAt: null } });
      changed.push('expiry removed');
    }
  }
  const hash = service.hash(wanted.value);
  const stored = await rows.findOne({ select: ['id', 'accessKey'], where: { id: token.id } });
  if (stored.accessKey !== hash) {
    const data = { accessKey: hash };
    // Versions that can show a token again keep it encrypted with ENCRYPTION_KEY beside the hash.
    const encryption = strapi.contentType('admin::api-token').attributes.encryptedKey
      ? strapi.service('admin::encryption')
      : undefined;
    if (encryption) data.encryptedKey = encryption.encrypt(wanted.value) ?? null;
    await rows.update({ where: { id: token.id }, data });
    changed.push('value set');
  }
  // No other token may carry the same value (one made by hand with it, or under an earlier name):
  // Strapi would authenticate the value as whichever it finds first.
  const twins = await rows.findMany({
    select: ['id', 'name'],
    where: { accessKey: hash, id: { $ne: token.id } },
  });
  for (const twin of twins) {
    await service.revoke(twin.id);
    changed.push(`token "${twin.name}" with the same value revoked`);
  }
  strapi.log.info(
    `[bootstrap] token "${wanted.name}": ${changed.length > 0 ? changed.join(', ') : 'up to date'}`,
  );
}

/** The first administrator, a super admin, while the CMS has no administrator at all. */
async function ensureFirstAdmin(strapi, env = process.env) {
  const email = (env.CMS_ADMIN_EMAIL ?? '').trim();
  const password = env.CMS_ADMIN_PASSWORD ?? '';
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  if (!email || !password) {
    strapi.log.info(
      '[bootstrap] no administrator yet: the first visit to /admin creates one (or set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD)',
    );
    return;
  }
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('The super admin role is missing');
  await users.create({
    email: email.toLowerCase(),
    firstname: env.CMS_ADMIN_FIRSTNAME || 'Administrator',
    lastname: env.CMS_ADMIN_LASTNAME || null,
    password,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[bootstrap] first administrator created: ${email.toLowerCase()}`);
}

async function ensureStackAccess(strapi, env = process.env) {
  await ensureFirstAdmin(strapi, env);
  for (const wanted of stackTokens(strapi, env)) await ensureToken(strapi, wanted);
}

module.exports = { ensureStackAccess, stackTokens };
