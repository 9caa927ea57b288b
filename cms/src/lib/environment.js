// Checks the CMS's environment once, where the configuration reads it, so that a missing secret or a
// wrong value stops the start with every bad name at once instead of failing later in a plugin.

const REQUIRED_SECRETS = {
  APP_KEYS: 'comma-separated keys that sign cookies and sessions',
  API_TOKEN_SALT: 'salt of API token hashes',
  ADMIN_JWT_SECRET: 'secret of admin panel sessions',
  TRANSFER_TOKEN_SALT: 'salt of transfer token hashes',
  JWT_SECRET: 'secret of users-permissions JWTs',
  ENCRYPTION_KEY: 'key that encrypts stored API tokens',
};

class ConfigurationError extends Error {
  constructor(problems) {
    super(`The CMS configuration is invalid:\n  ${problems.join('\n  ')}\nSee cms/.env.example.`);
    this.name = 'ConfigurationError';
  }
}

// `strapi build` loads the configuration to bundle the admin panel but needs no secret (none goes into
// the bundle): an image is built without them and receives them when it runs.
const isAdminBuild = () => process.argv.slice(2).includes('build');

function secretProblems(env) {
  if (isAdminBuild()) return [];
  return Object.entries(REQUIRED_SECRETS)
    .filter(([name]) => !(process.env[name] ?? '').trim())
    .map(([name, meaning]) => `${name} is not set (${meaning})`)
    .concat(
      env.array('APP_KEYS', []).length > 0 && env.array('APP_KEYS', []).some((key) => !key.trim())
        ? ['APP_KEYS has an empty key']
        : [],
    );
}

/** An http(s) URL without a trailing slash, or undefined when unset. */
function optionalUrl(name, problems) {
  const value = (process.env[name] ?? '').trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return value.replace(/\/+$/, '');
  } catch {
    problems.push(`${name}=${value} is not an http(s) URL`);
    return undefined;
  }
}

function assertValid(problems) {
  if (problems.length > 0) throw new ConfigurationError(problems);
}

/**
 * How the CMS reaches the site. SITE_URL is the site's public origin (the preview opens it in the
 * editor's browser); SITE_INTERNAL_URL, when the CMS reaches the site by another address (a container
 * network), is where the webhook goes. Each feature is off while its secret is missing.
 */
function siteLink() {
  const problems = [];
  const siteUrl = optionalUrl('SITE_URL', problems);
  const siteInternalUrl = optionalUrl('SITE_INTERNAL_URL', problems);
  assertValid(problems);
  return {
    siteUrl,
    siteInternalUrl,
    revalidateSecret: (process.env.REVALIDATE_SECRET ?? '').trim() || undefined,
    previewSecret: (process.env.PREVIEW_SECRET ?? '').trim() || undefined,
  };
}

module.exports = { REQUIRED_SECRETS, ConfigurationError, secretProblems, optionalUrl, assertValid, siteLink };
