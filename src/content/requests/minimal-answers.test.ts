import { LOCALES } from '../../i18n/locales';
import type { ContentRequest } from '../content-request.server';
import { asideRequest } from './aside.server';
import { footerRequest } from './footer.server';
import { headOfficeRequest } from './head-office.server';
import { headerRequest } from './header.server';
import { logoRequest } from './logo.server';
import { pageContactRequest } from './page-contact.server';
import { pageErrorRequest } from './page-error.server';
import { pageSearchResultRequest } from './page-search-result.server';
import { projectCategoriesRequest } from './project-categories.server';
import { projectCategoryLocalesRequest } from './project-category-locales.server';
import { siteIndexRequest } from './site-index.server';
import { socialsRequest } from './socials.server';

/**
 * Answers holding only the fields the specification names (§3, §7) for each of its content types:
 * no `locale`, no `localizations`, no `documentId`, no shared `key`, no `order`, no media size. A CMS
 * that has nothing more must still give every page its content.
 */
const context = { mediaUrl: 'http://cms.test' };

const single = (attributes: object) => ({ data: { id: 1, attributes } });
const collection = (...rows: object[]) => ({
  data: rows.map((attributes, index) => ({ id: index + 1, attributes })),
  meta: {},
});
const media = (url: string) => ({ data: { id: 9, attributes: { url } } });
const link = (title: string, href: string) => ({ title, href });
const category = { title: 'Residential', slugId: 'residential', projects: { data: [{ id: 3 }, { id: 4 }] } };

function parse<T>(request: ContentRequest<T>, body: unknown): T {
  return request.parse(body, context);
}

describe('answers with only the fields of the specification', () => {
  it('when the project categories hold id, title, slugId and projects, then the menu counts their projects', () => {
    expect(parse(projectCategoriesRequest('ru'), collection(category))).toEqual([
      { id: 1, title: 'Residential', slugId: 'residential', projectCount: 2 },
    ]);
  });

  it.each(LOCALES)(
    'when a project category answer for %s lacks locale and localizations, then its slug is the asked-for locale’s',
    (locale) => {
      expect(parse(projectCategoryLocalesRequest(locale), collection(category))).toEqual([
        {
          id: 1,
          key: 'entry:1',
          title: 'Residential',
          slugId: 'residential',
          slugs: { [locale]: 'residential' },
        },
      ]);
    },
  );

  it('when some localizations lack their locale, then the others still name theirs', () => {
    const row = {
      ...category,
      localizations: {
        data: [
          { id: 7, attributes: { slugId: 'zhilye', locale: 'ru' } },
          { id: 8, attributes: { slugId: 'katoikies' } },
        ],
      },
    };
    expect(parse(projectCategoryLocalesRequest('en'), collection(row))[0].slugs).toEqual({
      en: 'residential',
      ru: 'zhilye',
    });
  });

  it('when the sitemap lists project categories without localizations, then each is named by its slug', () => {
    expect(parse(siteIndexRequest('project-categories', 'el'), collection(category)).entries).toEqual([
      expect.objectContaining({ slugId: 'residential', key: 'entry:1' }),
    ]);
  });

  it.each([
    [
      'logo',
      () => parse(logoRequest(), single({ logo: media('/uploads/logo.svg') })),
      { url: 'http://cms.test/uploads/logo.svg', width: null, height: null },
    ],
    [
      'socials',
      () =>
        parse(socialsRequest('en'), collection({ href: 'https://x.test', logo: media('/uploads/x.svg') })),
      [{ id: 1, href: 'https://x.test', logo: 'http://cms.test/uploads/x.svg' }],
    ],
    [
      'header',
      () =>
        parse(
          headerRequest('ru'),
          single({ contactUsHref: '/contacts', contactUsText: 'Write', menu: [link('About', '/about')] }),
        ),
      { contactUsHref: '/contacts', contactUsText: 'Write', menu: [link('About', '/about')] },
    ],
    ['aside', () => parse(asideRequest('el'), single({ title: 'DKG' })), { title: 'DKG' }],
    [
      'offices',
      () =>
        parse(
          headOfficeRequest('en'),
          collection({ name: 'Athens', address: 'Syntagma 1', phone: '+30 210 000', headOffice: true }),
        ),
      { name: 'Athens', address: 'Syntagma 1', phone: '+30 210 000' },
    ],
    [
      'page-contact',
      () => parse(pageContactRequest(), single({ email: 'info@dkg.test' })),
      { email: 'info@dkg.test' },
    ],
    [
      'footer',
      () =>
        parse(
          footerRequest('en'),
          single({
            officesTitle: 'Offices',
            officesHref: '/contacts',
            policyTitle: 'Privacy',
            policyHref: '/privacy-policy',
            copyright: '© DKG',
            menu: [
              { ...link('Services', '/services'), menuInner: [link('Golden visa', '/services/golden-visa')] },
            ],
          }),
        ),
      {
        officesTitle: 'Offices',
        officesHref: '/contacts',
        policyTitle: 'Privacy',
        policyHref: '/privacy-policy',
        copyright: '© DKG',
        menu: [
          { ...link('Services', '/services'), menuInner: [link('Golden visa', '/services/golden-visa')] },
        ],
      },
    ],
    [
      'page-search-result',
      () => parse(pageSearchResultRequest('ru'), single({ searchPlaceholder: 'Search' })),
      { searchPlaceholder: 'Search' },
    ],
    [
      'page-error',
      () =>
        parse(
          pageErrorRequest('el'),
          single({
            title: 'Oops',
            phone: '+30',
            mail: 'a@b.test',
            btnTitle: 'Home',
            bg: media('/uploads/bg.jpg'),
            bgMobile: media('/uploads/bg-m.jpg'),
          }),
        ),
      {
        title: 'Oops',
        phone: '+30',
        mail: 'a@b.test',
        btnTitle: 'Home',
        bg: 'http://cms.test/uploads/bg.jpg',
        bgMobile: 'http://cms.test/uploads/bg-m.jpg',
      },
    ],
  ])('when the %s answer holds only its specified fields, then it is read whole', (_type, read, expected) => {
    expect(read()).toEqual(expected);
  });
});
