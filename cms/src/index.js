// Register: what the document service refuses (enquiries typed by hand), records (old addresses) and
// checks (scheduled publications).
// Bootstrap: the locales, what the public may read and the site's revalidation webhook. Every step
// is idempotent, so it runs on every start and repairs what was changed by hand. Last, the timer of
// the scheduled publications starts (and stops with the CMS).
const { recordAddressHistory } = require('./lib/address-history');
const { siteLink } = require('./lib/environment');
const { ensureAdminViews } = require('./lib/admin-views');
const { refuseEnquiriesByHand } = require('./lib/enquiries-by-hand');
const { closePublicSignUp } = require('./lib/public-sign-up');
const { SCHEDULE, publishOnSchedule } = require('./lib/scheduled-publications');
const { ensureStackAccess } = require('./lib/stack-access');

const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'ru', name: 'Russian (ru)' },
  { code: 'el', name: 'Greek (el)' },
];
const DEFAULT_LOCALE = 'en';
const WEBHOOK_NAME = 'Site revalidation';
/** Types the public may not read: the enquiries (written by the site) and the CMS's own schedules. */
const NOT_PUBLIC_TYPES = new Set(['api::contact-request.contact-request', SCHEDULE]);
const PUBLIC_PLUGIN_ACTIONS = ['plugin::i18n.locales.listLocales'];

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) {
      await locales.create(locale);
      strapi.log.info(`[bootstrap] locale ${locale.code} created`);
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
    strapi.log.info(`[bootstrap] default locale set to ${DEFAULT_LOCALE}`);
  }
}

/** find/findOne of every type the site reads; nothing else of the api:: types. */
function publicActions(strapi) {
  const actions = [...PUBLIC_PLUGIN_ACTIONS];
  for (const [uid, type] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::') || NOT_PUBLIC_TYPES.has(uid)) continue;
    actions.push(`${uid}.find`);
    if (type.kind === 'collectionType') actions.push(`${uid}.findOne`);
  }
  return actions;
}

async function ensurePublicPermissions(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions Public role is missing');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = new Set(publicActions(strapi));
  const existing = await permissions.findMany({ where: { role: role.id } });
  const have = new Set(existing.map((permission) => permission.action));
  const extra = existing.filter(
    (permission) =>
      !wanted.has(permission.action) &&
      (permission.action.startsWith('api::') || PUBLIC_PLUGIN_ACTIONS.includes(permission.action)),
  );
  for (const permission of extra) await permissions.delete({ where: { id: permission.id } });
  const missing = [...wanted].filter((action) => !have.has(action));
  for (const action of missing) await permissions.create({ data: { action, role: role.id } });
  if (missing.length > 0 || extra.length > 0) {
    strapi.log.info(
      `[bootstrap] public role: ${missing.length} permissions granted, ${extra.length} removed`,
    );
  }
}

/** The site's POST /api/revalidate for every entry and media event, kept in step with the environment. */
async function ensureRevalidationWebhook(strapi) {
  const { siteUrl, siteInternalUrl, revalidateSecret } = siteLink();
  const target = siteInternalUrl ?? siteUrl;
  if (!target || !revalidateSecret) {
    strapi.log.warn(
      '[bootstrap] SITE_URL and REVALIDATE_SECRET are not both set: the site is not told about changes (no revalidation webhook registered or updated)',
    );
    return;
  }
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const events = [...store.allowedEvents.values()].filter(
    (event) => event.startsWith('entry.') || event.startsWith('media.'),
  );
  const desired = {
    name: WEBHOOK_NAME,
    url: `${target}/api/revalidate`,
    headers: { 'X-Revalidate-Secret': revalidateSecret },
    events,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  if (!existing) {
    runner.add(await store.createWebhook(desired));
    strapi.log.info(`[bootstrap] revalidation webhook registered: ${desired.url} (${events.length} events)`);
    return;
  }
  const same =
    existing.url === desired.url &&
    existing.isEnabled === true &&
    JSON.stringify(existing.headers) === JSON.stringify(desired.headers) &&
    JSON.stringify([...existing.events].sort()) === JSON.stringify([...events].sort());
  if (same) {
    strapi.log.info(`[bootstrap] revalidation webhook up to date: ${desired.url}`);
    return;
  }
  runner.update(await store.updateWebhook(existing.id, desired));
  strapi.log.info(`[bootstrap] revalidation webhook updated: ${desired.url} (${events.length} events)`);
}

let scheduler;

module.exports = {
  register({ strapi }) {
    refuseEnquiriesByHand(strapi);
    recordAddressHistory(strapi);
    scheduler = publishOnSchedule(strapi);
  },

  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await closePublicSignUp(strapi);
    await ensureRevalidationWebhook(strapi);
    await ensureAdminViews(strapi);
    await ensureStackAccess(strapi);
    await scheduler.start();
  },

  async destroy() {
    await scheduler?.stop();
  },
};
