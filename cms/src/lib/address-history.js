// Old addresses keep working. When a publication changes an entry's address (an event's alias, a
// guide article's address, a category's slug, a property's or project's reference) or takes the
// entry off the site, the change is recorded as a Redirect in the same call: the old address leads
// to the new one in that language, or answers 410 when nothing replaces it. Redirects editors save
// by hand are checked the same way: a loop is refused, a chain is shortened to one hop.
const { errors } = require('@strapi/utils');
const PREVIEW_PATHS = require('../../config/preview-paths.json');
const { documentQueryFor, entryPath, localizedPath, templateFields } = require('./preview-url');
const { follow, normalizeAddress, normalizeTarget, withRest } = require('./redirect-rules');

const REDIRECT = 'api::redirect.redirect';
const LOCALES = ['en', 'ru', 'el'];
/** The calls that can change what is published. */
const PUBLISHING = new Set(['update', 'publish', 'unpublish', 'delete', 'discardDraft']);

/** The types whose address is made of their fields, with its template (`/events/{alias}`). */
const ADDRESSED = Object.fromEntries(
  Object.entries(PREVIEW_PATHS).filter(([, template]) => templateFields(template).length > 0),
);

function valueAt(entry, field) {
  return field.split('.').reduce((value, key) => (value == null ? undefined : value[key]), entry);
}

/** The published addresses of a document, by locale (null where it is not published or incomplete). */
async function publishedAddresses(strapi, uid, documentId) {
  const template = ADDRESSED[uid];
  const query = documentQueryFor(template);
  const addresses = {};
  for (const locale of LOCALES) {
    const entry = await strapi
      .documents(uid)
      .findOne({ documentId, locale, status: 'published', fields: query.fields, populate: query.populate });
    const complete =
      entry &&
      templateFields(template).every((field) => ![undefined, null, ''].includes(valueAt(entry, field)));
    addresses[locale] = complete ? localizedPath(entryPath(template, entry), locale) : null;
  }
  return addresses;
}

async function allRedirects(strapi) {
  return strapi.documents(REDIRECT).findMany({ fields: ['from', 'to', 'kind'], limit: 100_000 });
}

async function redirectFrom(strapi, from) {
  return strapi.documents(REDIRECT).findFirst({ filters: { from: { $eq: from } } });
}

/** The redirect from an address, changed to `data`, or made. */
async function keepRedirect(strapi, from, data) {
  const existing = await redirectFrom(strapi, from);
  if (existing) return strapi.documents(REDIRECT).update({ documentId: existing.documentId, data });
  return strapi.documents(REDIRECT).create({ data: { from, ...data } });
}

/** What a publication did to one document's addresses, written down as redirects. */
async function recordChanges(strapi, uid, before, after) {
  const what = strapi.contentTypes[uid]?.info?.displayName ?? uid;
  for (const locale of LOCALES) {
    const [was, is] = [before[locale], after[locale]];
    // An address that is live again is no longer redirected or gone.
    if (is) {
      const stale = await redirectFrom(strapi, is);
      if (stale) await strapi.documents(REDIRECT).delete({ documentId: stale.documentId });
    }
    if (was && is && was !== is) {
      await keepRedirect(strapi, was, {
        to: is,
        kind: 'permanent',
        note: `Recorded when the ${what} moved from ${was} to ${is}.`,
      });
    } else if (was && !is && !(await redirectFrom(strapi, was))) {
      await strapi.documents(REDIRECT).create({
        data: {
          from: was,
          kind: 'gone',
          note: `Recorded when the ${what} at ${was} was taken off the site.`,
        },
      });
    }
  }
}

function refuse(message) {
  throw new errors.ValidationError(message);
}

/**
 * A redirect about to be saved, written the way the site reads it: `from` and `to` normalized, the
 * chain it would continue followed to its end, and a loop refused.
 */
async function checkRedirect(strapi, params, action) {
  const data = params.data ?? {};
  const current =
    action === 'update' && params.documentId
      ? await strapi.documents(REDIRECT).findOne({ documentId: params.documentId })
      : null;
  const merged = { ...current, ...data };
  const from = normalizeAddress(merged.from);
  if (!from) refuse('“From” must be an address of the site, e.g. /ru/events/old-alias.');
  const kind = merged.kind ?? 'permanent';
  if (kind === 'gone') {
    params.data = { ...data, from, kind, to: null };
    return from;
  }
  const to = normalizeTarget(merged.to);
  if (!to) refuse('“To” must be an address of the site (/ru/events/new-alias) or a full https:// address.');
  if (normalizeAddress(to) === from) refuse(`A redirect cannot lead to its own address (${from}).`);
  const others = (await allRedirects(strapi)).filter(
    (redirect) => redirect.documentId !== params.documentId && normalizeAddress(redirect.from) !== from,
  );
  const end = follow(from, to, [...others, { from, to, kind }]);
  if (end.loop) refuse(`This redirect would make a loop: ${end.loop.join(' → ')}.`);
  params.data = { ...data, from, kind, to: end.to ?? to };
  return from;
}

/** Redirects that led to an address now redirected lead straight to its target (one hop). */
async function shortenChainsInto(strapi, from) {
  const saved = await redirectFrom(strapi, from);
  if (!saved || saved.kind === 'gone') return;
  for (const redirect of await allRedirects(strapi)) {
    if (redirect.documentId === saved.documentId || redirect.kind === 'gone') continue;
    const target = normalizeAddress(redirect.to);
    if (!target || !(target === from || target.startsWith(`${from}/`))) continue;
    const to = withRest(saved.to, target.slice(from.length));
    await strapi.documents(REDIRECT).update({ documentId: redirect.documentId, data: { to } });
  }
}

function recordAddressHistory(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (uid === REDIRECT && (action === 'create' || action === 'update')) {
      const from = await checkRedirect(strapi, params, action);
      const result = await next();
      await shortenChainsInto(strapi, from);
      return result;
    }
    if (!ADDRESSED[uid] || !PUBLISHING.has(action) || !params?.documentId) return next();
    const before = await publishedAddresses(strapi, uid, params.documentId);
    const result = await next();
    const after = await publishedAddresses(strapi, uid, params.documentId);
    await recordChanges(strapi, uid, before, after);
    return result;
  });
}

module.exports = { REDIRECT, ADDRESSED, recordAddressHistory };
