// Builds the site URL the admin's preview opens for an entry: pure functions, used by config/admin.js.

const DEFAULT_LOCALE = 'en';
const PLACEHOLDER = /\{([A-Za-z0-9_.]+)\}/g;

/** The `{field}` paths a template needs, e.g. ['category.slugId', 'reference']. */
function templateFields(template) {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** Document Service query parts that fetch those fields: top-level fields and one-level relations. */
function documentQueryFor(template) {
  const fields = new Set();
  const populate = {};
  for (const field of templateFields(template)) {
    const [head, ...rest] = field.split('.');
    if (rest.length === 0) fields.add(head);
    else populate[head] = { fields: [rest.join('.')] };
  }
  return { fields: [...fields], populate };
}

function valueAt(entry, field) {
  return field.split('.').reduce((value, key) => (value == null ? undefined : value[key]), entry);
}

/**
 * The locale-neutral path of an entry. When a value is missing (a project without a category yet),
 * the path stops before that placeholder: the nearest index page.
 */
function entryPath(template, entry) {
  const segments = template.split('/');
  const filled = [];
  for (const segment of segments) {
    let missing = false;
    const value = segment.replace(PLACEHOLDER, (_, field) => {
      const found = valueAt(entry ?? {}, field);
      if (found === undefined || found === null || found === '') missing = true;
      return encodeURIComponent(String(found));
    });
    if (missing) break;
    filled.push(value);
  }
  return filled.join('/') || '/';
}

/** English has no prefix; other locales live under /{locale}. */
function localizedPath(path, locale) {
  if (!locale || locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

function previewUrl({ siteUrl, secret, path, status }) {
  const query = new URLSearchParams({
    secret,
    url: path,
    status: status === 'draft' ? 'draft' : 'published',
  });
  return `${siteUrl}/api/preview?${query}`;
}

module.exports = { templateFields, documentQueryFor, entryPath, localizedPath, previewUrl, DEFAULT_LOCALE };
