const { assertValid, secretProblems, siteLink } = require('../src/lib/environment');
const {
  documentQueryFor,
  entryPath,
  localizedPath,
  previewUrl,
  templateFields,
} = require('../src/lib/preview-url');
// The site page of each content type: locale-neutral paths, `{field}` or `{relation.field}` taken from
// the entry shown; types not listed preview the home page. Written by `npm run cms:schema` from the
// `preview` of the entries of src/routes/route-table.ts (the CMS does not read the site's code).
const previewPaths = require('./preview-paths.json');

function previewConfig() {
  const { siteUrl, previewSecret } = siteLink();
  if (!siteUrl || !previewSecret) return { enabled: false };
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(siteUrl).origin],
      async handler(uid, { documentId, locale, status }) {
        const template = previewPaths[uid] ?? '/';
        let entry = {};
        if (templateFields(template).length > 0) {
          entry = await global.strapi
            .documents(uid)
            .findOne({ documentId, locale, status: status ?? 'published', ...documentQueryFor(template) });
          if (!entry) return null;
        }
        const path = localizedPath(entryPath(template, entry), locale);
        return previewUrl({ siteUrl, secret: previewSecret, path, status });
      },
    },
  };
}

module.exports = ({ env }) => {
  assertValid(secretProblems(env));
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    // The admin panel's bundle comes from `strapi build`; tests and API-only instances run without it.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    flags: { nps: false, promoteEE: false },
    // No calls to Strapi's hosted AI services (they need a licence anyway).
    ai: { enabled: false },
    preview: previewConfig(),
  };
};
