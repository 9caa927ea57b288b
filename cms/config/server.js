const { assertValid, secretProblems } = require('../src/lib/environment');

module.exports = ({ env }) => {
  assertValid(secretProblems(env));
  return {
    // Loopback unless told otherwise: in a container HOST=0.0.0.0, behind the site and the proxy.
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', env.int('CMS_PORT', 1337)),
    // The public origin of the CMS (e.g. https://cms.example.com) when it is behind a proxy.
    url: env('CMS_PUBLIC_URL', ''),
    // Behind the stack's nginx: Koa trusts its X-Forwarded-* headers, so that a request that came
    // over HTTPS is secure (the admin's cookies are Secure) and a visitor's address is theirs.
    proxy: { koa: env.bool('IS_PROXIED', false) },
    app: { keys: env.array('APP_KEYS') },
    logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) } },
    transfer: { remote: { enabled: false } },
    // Uploads live in <public>/uploads; a container mounts a volume there, tests a throw-away folder.
    dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  };
};
