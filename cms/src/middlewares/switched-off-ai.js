// Strapi's AI features are off (config/admin.js `ai.enabled: false`), yet its admin panel asks for their
// state on every entry it opens, and Strapi answers those questions with a 404: the console of the
// admin fills with failed calls. These answers say what Strapi's own services say when AI is off: not
// configured, no job. Nothing else is answered here.

const ANSWERS = [
  {
    path: /^\/admin\/ai-feature-config$/,
    body: { data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } },
  },
  {
    path: /^\/i18n\/ai-localization-jobs\/(collection-types|single-types)\/[^/]+(\/[^/]+)?$/,
    body: { data: null },
  },
  { path: /^\/upload\/ai-metadata-jobs\/latest$/, body: { data: null } },
];

module.exports = () => {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && strapi.config.get('admin.ai.enabled', true) === false) {
      const answer = ANSWERS.find(({ path }) => path.test(ctx.path));
      if (answer) {
        ctx.body = answer.body;
        return;
      }
    }
    await next();
  };
};
