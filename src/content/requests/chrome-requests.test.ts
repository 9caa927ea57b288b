import { readGolden } from '../../../tests/support/golden';
import { ContentError } from '../content-error';
import { asideRequest } from './aside.server';
import { footerRequest } from './footer.server';
import { headOfficeRequest } from './head-office.server';
import { headerRequest } from './header.server';
import { logoRequest } from './logo.server';
import { pageContactRequest } from './page-contact.server';
import { pageErrorRequest } from './page-error.server';
import { pageSearchResultRequest } from './page-search-result.server';
import { projectCategoriesRequest } from './project-categories.server';
import { socialsRequest } from './socials.server';

const context = { mediaUrl: 'http://cms.test' };

describe('the calls of the page chrome', () => {
  it.each([
    [
      'project categories',
      projectCategoriesRequest('en').url,
      '/api/project-categories/?locale=en&fields[0]=title&fields[1]=id&fields[2]=slugId&populate[projects][fields][0]=id',
    ],
    [
      'logo',
      logoRequest().url,
      '/api/logo?populate[logo][fields][0]=url&populate[logo][fields][1]=width&populate[logo][fields][2]=height',
    ],
    [
      'socials',
      socialsRequest('ru').url,
      '/api/socials?locale=ru&fields[0]=href&populate[logo][fields][0]=url',
    ],
    [
      'header',
      headerRequest('el').url,
      '/api/header?locale=el&fields[0]=contactUsHref&fields[1]=contactUsText&populate[menu][fields][0]=title&populate[menu][fields][1]=href',
    ],
    ['aside', asideRequest('en').url, '/api/aside?locale=en&fields[0]=title'],
    [
      'head office',
      headOfficeRequest('ru').url,
      '/api/offices?locale=ru&filters[headOffice][$eq]=true&fields[0]=name&fields[1]=address&fields[2]=phone',
    ],
    ['contact e-mail', pageContactRequest().url, '/api/page-contact?fields[0]=email'],
    [
      'footer',
      footerRequest('en').url,
      '/api/footer?locale=en&fields[0]=officesTitle&fields[1]=officesHref&fields[2]=policyTitle&fields[3]=policyHref&fields[4]=copyright&populate[menu][fields][0]=title&populate[menu][fields][1]=href&populate[menu][populate][menuInner][fields][0]=title&populate[menu][populate][menuInner][fields][1]=href',
    ],
    [
      'search page',
      pageSearchResultRequest('el').url,
      '/api/page-search-result?locale=el&fields[0]=searchPlaceholder',
    ],
    [
      'error page',
      pageErrorRequest('en').url,
      '/api/page-error?locale=en&fields[0]=title&fields[1]=phone&fields[2]=mail&fields[3]=btnTitle&populate[bg][fields][0]=url&populate[bgMobile][fields][0]=url',
    ],
  ])('when the %s is asked for, then the query is exactly the documented one', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('normalizing real Strapi answers', () => {
  it('when categories come with project ids, then each category counts its projects', () => {
    const categories = projectCategoriesRequest('en').parse(
      readGolden('project-categories.en.json'),
      context,
    );
    expect(categories).toEqual([
      { id: 1, title: 'PEER-en Residential', slugId: 'residential-en', projectCount: 3 },
      { id: 4, title: 'PEER-en Commercial', slugId: 'commercial-en', projectCount: 2 },
      { id: 7, title: 'PEER-en Public spaces', slugId: 'public-en', projectCount: 1 },
    ]);
  });

  it.each([
    [
      { width: 210, height: 90 },
      { width: 210, height: 90 },
    ],
    [
      { width: 210, height: null },
      { width: null, height: null },
    ],
    [
      { width: 0, height: 90 },
      { width: null, height: null },
    ],
  ])('when the logo is %j, then the site knows its size as %j', (size, known) => {
    const body = {
      data: {
        id: 1,
        attributes: { logo: { data: { id: 3, attributes: { url: '/uploads/logo.svg', ...size } } } },
      },
    };
    expect(logoRequest().parse(body, context)).toEqual({ url: 'http://cms.test/uploads/logo.svg', ...known });
  });

  it('when media urls are relative, then they get the media prefix', () => {
    expect(logoRequest().parse(readGolden('logo.json'), context)).toEqual({
      url: 'http://cms.test/uploads/peer_logo_1a5801fbff.png',
      width: null,
      height: null,
    });
    const socials = socialsRequest('ru').parse(readGolden('socials.ru.json'), context);
    expect(socials[0]).toEqual({
      id: 2,
      href: 'https://facebook.com/peer?hl=ru',
      logo: 'http://cms.test/uploads/peer_social_facebook_e36202292a.svg',
    });
  });

  it('when the offices answer lists head offices, then the first is the head office', () => {
    expect(headOfficeRequest('el').parse(readGolden('offices.el.json'), context)).toEqual({
      name: 'PEER-el Έδρα Αθήνας',
      address: 'PEER-el Οδός Πίρ 1, Αθήνα',
      phone: '+30 210 000 0001',
    });
    expect(headOfficeRequest('en').parse({ data: [], meta: {} }, context)).toBeNull();
  });

  it('when the footer has nested menus, then items keep their inner links', () => {
    const footer = footerRequest('ru').parse(readGolden('footer.ru.json'), context);
    expect(footer.copyright).toBe('PEER-ru © 2024 Пир');
    expect(footer.menu[0]).toEqual({
      title: 'PEER-ru Company',
      href: '/ru/company',
      menuInner: [
        { title: 'PEER-ru About', href: '/ru/about' },
        { title: 'PEER-ru Careers', href: '/ru/careers' },
      ],
    });
  });

  it('when the error page is read, then its fields come from data.data.attributes with media prefixed', () => {
    expect(pageErrorRequest('en').parse(readGolden('page-error.en.json'), context)).toEqual({
      title: 'PEER-en Page not found',
      phone: '+30 210 000 0001',
      mail: 'error-en@example.test',
      btnTitle: 'PEER-en Back to home',
      bg: 'http://cms.test/uploads/peer_error_bg_4f71657eb9.png',
      bgMobile: 'http://cms.test/uploads/peer_error_bg_mobile_f9ee85bca9.png',
    });
  });

  it('when header, aside, e-mail and placeholder are read, then they are plain objects', () => {
    expect(headerRequest('en').parse(readGolden('header.en.json'), context).menu).toHaveLength(3);
    expect(asideRequest('el').parse(readGolden('aside.el.json'), context)).toEqual({
      title: 'PEER-el Τίτλος',
    });
    expect(pageContactRequest().parse(readGolden('page-contact.json'), context)).toEqual({
      email: 'peer-contact@example.test',
    });
    expect(pageSearchResultRequest('ru').parse(readGolden('page-search-result.ru.json'), context)).toEqual({
      searchPlaceholder: 'PEER-ru Поиск по сайту',
    });
  });

  it('when an answer has the wrong shape, then it is a ContentError, not content', () => {
    expect(() => headerRequest('en').parse({ data: [] }, context)).toThrow(ContentError);
    expect(() => footerRequest('en').parse('<html>', context)).toThrow(/unexpected shape/);
  });
});
