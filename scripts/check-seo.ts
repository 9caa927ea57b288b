/**
 * `npm run check:seo [BASE_URL]`: crawls the sitemap of a running site (default http://localhost:3000)
 * and checks every page for search engines; exits non-zero with the list of problems when any.
 */
import { checkSeo } from './seo/check-seo';

async function main() {
  const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const { pages, problems } = await checkSeo(baseUrl);
  const withJsonLd = pages.filter((page) => page.jsonLd.length > 0).length;
  process.stdout.write(
    `${pages.length} pages of ${baseUrl}/sitemap.xml checked, ${withJsonLd} with JSON-LD: ${problems.length} problems\n`,
  );
  for (const problem of problems) process.stdout.write(`- ${problem}\n`);
  if (problems.length > 0) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
