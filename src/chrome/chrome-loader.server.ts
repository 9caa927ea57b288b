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
    const [
      logo,
      socials,
      header,
      aside,
      headOffice,
      pageContact,
      footer,
      pageSearchResult,
      pageError,
      projectCategories,
    ] = await Promise.all([
      settle('logo', content.logo(), null),
      settle('socials', content.socials(locale), []),
      settle('header', content.header(locale), null),
      settle('aside', content.aside(locale), null),
      settle('head office', content.headOffice(locale), null),
      settle('contact e-mail', content.pageContact(), null),
      settle('footer', content.footer(locale), null),
      settle('search page', content.pageSearchResult(locale), null),
      settle('error page', content.pageError(locale), null),
      settle('project categories', content.projectCategories(locale), []),
    ]);
    return {
      locale,
      preview,
      logo,
      socials,
      header,
      aside,
      headOffice,
      pageContact,
      footer,
      pageSearchResult,
      pageError,
      projectCategories,
    };
  };
}
