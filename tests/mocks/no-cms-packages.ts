// The site's tests run before, and without, the CMS's own install (`npm run cms:install`, which
// `.ci/run` starts beside them). A CMS module they test may need Strapi's packages only where it
// runs inside Strapi, never when it is loaded.
throw new Error(
  'A Strapi package was loaded by a test of the site: the CMS module it tests must need Strapi only when it runs inside Strapi.',
);
