import type { LoaderFunctionArgs } from 'react-router';
import type {
  Aside,
  Footer,
  Header,
  Logo,
  Office,
  PageContact,
  PageError,
  PageSearchResult,
  ProjectCategory,
  Social,
} from '../content/types';
import type { Locale } from '../i18n/locales';
import { loaderContext } from '../loaders/loader-context';

/** Everything the page chrome shows, for one locale. A piece that fails is left out. */
export interface ChromeData {
  locale: Locale;
  /** An editor's preview (drafts shown): the page says so. */
  preview: boolean;
  logo: Logo | null;
  socials: Social[];
  header: Header | null;
  aside: Aside | null;
  headOffice: Office | null;
  pageContact: PageContact | null;
  footer: Footer | null;
  pageSearchResult: PageSearchResult | null;
  pageError: PageError | null;
  projectCategories: ProjectCategory[];
}

/** Waits for every promise of a record and keeps its keys. */
async function allOf<Parts extends Record<string, Promise<unknown>>>(
  parts: Parts,
): Promise<{ [Key in keyof Parts]: Awaited<Parts[Key]> }> {
  const entries = await Promise.all(
    Object.entries(parts).map(async ([key, promise]) => [key, await promise] as const),
  );
  return Object.fromEntries(entries) as { [Key in keyof Parts]: Awaited<Parts[Key]> };
}

export function chromeLoader(locale: Locale) {
  return async ({ context }: LoaderFunctionArgs): Promise<ChromeData> => {
    const { content, reportError, preview } = loaderContext(context);
    const settle = async <T>(what: string, promise: Promise<T>, fallback: T): Promise<T> => {
      try {
        return await promise;
      } catch (error) {
        reportError(error, what);
        return fallback;
      }
    };
    const parts = await allOf({
      logo: settle('logo', content.logo(), null),
      socials: settle('socials', content.socials(locale), []),
      header: settle('header', content.header(locale), null),
      aside: settle('aside', content.aside(locale), null),
      headOffice: settle('head office', content.headOffice(locale), null),
      pageContact: settle('contact e-mail', content.pageContact(), null),
      footer: settle('footer', content.footer(locale), null),
      pageSearchResult: settle('search page', content.pageSearchResult(locale), null),
      pageError: settle('error page', content.pageError(locale), null),
      projectCategories: settle('project categories', content.projectCategories(locale), []),
    });
    return { locale, preview, ...parts };
  };
}
