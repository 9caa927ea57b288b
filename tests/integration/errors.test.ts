import request from 'supertest';
import { data } from 'react-router';
import { createServerLoaders } from '../../src/routes/server-loaders.server';
import { routeMiddleware } from '../../src/routes/route-middleware';
import type { RouteLoaders } from '../../src/routes/build-routes';
import { createContentBreaker } from '../../server/content/circuit-breaker';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

describe('the error catalogue (spec §8)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it.each([
    ['/no-such-page', 'en', 'This page could not be found'],
    ['/ru/no-such-page', 'ru', 'Эта страница не найдена'],
    ['/el/no/such/page', 'el', 'Η σελίδα δεν βρέθηκε'],
  ])(
    'when no route matches %s, then it is a 404 in the locale of its prefix',
    async (path, locale, message) => {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(404);
      expect(response.text).toContain(`<html lang="${locale}"`);
      expect(response.text).toContain(message);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('when the not-found page is shown, then it has the phone and mail links, the home button and both backgrounds', async () => {
    const response = await request(site.app).get('/ru/nothing-here');
    expect(response.text).toMatch(/<a href="tel:\+?\d+">/);
    expect(response.text).toMatch(/<a href="mailto:[^"]+@[^"]+">/);
    expect(response.text).toMatch(/class="button button--solid error-page__home" href="\/ru"/);
    expect(response.text).toMatch(
      /<source media="\(min-width: 769px\)" srcSet="http:\/\/media\.test\/uploads\/[^"]+"/,
    );
    expect(response.text).toMatch(/<img src="http:\/\/media\.test\/uploads\/[^"]+"/);
  });

  it.each(['/properties/abc', '/properties/0', '/el/events/Not_A_Slug', '/dkg-projects/residential/x1'])(
    'when route validation fails for %s, then it is a 404',
    async (path) => {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(404);
      expect(response.text).toContain('This page could not be found');
    },
  );

  it('when the English not-found page is shown, then it says its sentence once', async () => {
    const response = await request(site.app).get('/no-such-page');
    const main = response.text.slice(response.text.indexOf('<main'), response.text.indexOf('</main>'));
    expect(main.split('This page could not be found')).toHaveLength(2);
    expect(main).toContain('The address may be mistyped');
  });

  it.each([
    ['/dkg-projects/201', '/dkg-projects/residential/201'],
    ['/ru/dkg-projects/201/', '/ru/dkg-projects/zhilye-kompleksy/201'],
    ['/el/dkg-projects/201', '/el/dkg-projects/katoikies/201'],
  ])(
    'when a project is asked for without its category (%s), then it opens at its full address',
    async (path, address) => {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(address);
      expect((await request(site.app).get(address)).status).toBe(200);
    },
  );

  it.each(['/dkg-projects/99999', '/ru/dkg-projects/0'])(
    'when the project of %s does not exist, then it is a 404',
    async (path) => {
      expect((await request(site.app).get(path)).status).toBe(404);
    },
  );

  it('when an address is malformed, then it is a 400, never a 500', async () => {
    const response = await request(site.app).get('/%E0%A4%A');
    expect(response.status).toBe(400);
  });

  it.each([
    ['/%ZZ', 'en', 'This address is not valid', '/'],
    ['/ru/%ZZ', 'ru', 'Адрес недействителен', '/ru'],
    ['/el/properties/%E0%A4%A', 'el', 'Η διεύθυνση δεν είναι έγκυρη', '/el'],
  ])(
    'when the address %s cannot be read, then the 400 page says it is a bad address in %s and leads home',
    async (path, locale, title, home) => {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(400);
      expect(response.text).toContain(`<html lang="${locale}"`);
      expect(response.text).toContain(`<h1 id="error-title" class="error-page__title">${title}</h1>`);
      expect(response.text).toMatch(
        new RegExp(`class="button button--solid error-page__home" href="${home}"`),
      );
      expect(mainOf(response.text)).not.toMatch(/error page|страницы ошибки|σελίδας σφάλματος/);
    },
  );

  it.each([
    ['/no-such-page', 'en', 404, 'This page could not be found'],
    ['/ru/no-such-page', 'ru', 404, 'Страница не найдена'],
    ['/el/no/such/page', 'el', 404, 'Η σελίδα δεν βρέθηκε'],
    ['/%ZZ', 'en', 400, 'This address is not valid'],
    ['/ru/%ZZ', 'ru', 400, 'Адрес недействителен'],
    ['/el/properties/%E0%A4%A', 'el', 400, 'Η διεύθυνση δεν είναι έγκυρη'],
    ['/ru/about%00', 'ru', 400, 'Адрес недействителен'],
  ])(
    'when %s is asked for, then its error page in %s (%s) has the site’s chrome and a title that names the error',
    async (path, locale, status, title) => {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(status);
      expect(response.text).toContain(`<html lang="${locale}"`);
      expect(response.text).toContain(`<title>${title} — DKG Development</title>`);
      expect(response.text).toContain('class="site-header');
      expect(response.text).toContain('class="site-footer');
      const main = mainOf(response.text);
      expect(main).toContain(`>${title}</h1>`);
      // Its message says something else than its title.
      const message = /class="error-page__message">([^<]*)</.exec(main)?.[1] ?? '';
      expect(message).not.toBe('');
      expect(message.toLowerCase()).not.toContain(title.toLowerCase());
      expect(title.toLowerCase()).not.toContain(message.toLowerCase());
    },
  );
});

/** The page itself, without the state the browser hydrates with. */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

describe('failures inside pages', () => {
  function siteWith(loaders: RouteLoaders) {
    return startTestSite({ overrides: { routeLoaders: loaders } });
  }

  it('when a route names a middleware that does not exist, then it is a 500 "Unknown middleware {name}"', async () => {
    const { 'search-term': _removed, ...withoutSearch } = routeMiddleware;
    const site = await siteWith(createServerLoaders({ middleware: withoutSearch }));
    try {
      const response = await request(site.app).get('/search-result');
      expect(response.status).toBe(500);
      expect(response.text).toContain('Unknown middleware search-term');
    } finally {
      await site.close();
    }
  });

  it('when page data fails with a status, then the error page shows that status and the message', async () => {
    const site = await siteWith(
      createServerLoaders({
        pageLoaders: {
          about: async () => {
            throw data({ message: 'The teapot is brewing' }, { status: 418 });
          },
        },
      }),
    );
    try {
      const response = await request(site.app).get('/el/about');
      expect(response.status).toBe(418);
      expect(response.text).toContain('<html lang="el"');
      // On the page itself (not only in the state the browser hydrates with), the status once.
      const main = mainOf(response.text);
      expect(main).toContain('The teapot is brewing');
      expect(main.match(/(?<!\d)418(?!\d)/g)).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it('when page data fails without a status, then it is a 500 with the message', async () => {
    const site = await siteWith(
      createServerLoaders({
        pageLoaders: {
          about: async () => {
            throw new Error('The archive is out of reach');
          },
        },
      }),
    );
    try {
      const response = await request(site.app).get('/about');
      expect(response.status).toBe(500);
      const main = mainOf(response.text);
      expect(main).toContain('The archive is out of reach');
      expect(main).toContain('Something went wrong');
      expect(main.match(/(?<!\d)500(?!\d)/g)).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it('when the error page itself fails, then the plain fallback page is shown', async () => {
    const loaders = createServerLoaders();
    const broken: RouteLoaders = {
      ...loaders,
      chrome: (locale) => async (args) => {
        const chrome = (await loaders.chrome(locale)(args)) as Record<string, unknown>;
        // An error page whose content cannot be rendered.
        return { ...chrome, pageError: { title: { unexpected: true } } };
      },
    };
    const site = await siteWith(broken);
    try {
      const response = await request(site.app).get('/ru/missing');
      expect(response.status).toBe(500);
      expect(response.text).toContain('При показе страницы ошибки произошла ошибка');
      expect(response.text).toContain('Вернуться на главную');
    } finally {
      await site.close();
    }
  });

  it('when the content service is down, then a page never rendered is a 503 and the process lives on', async () => {
    const site = await startTestSite({
      overrides: { breaker: createContentBreaker({ resetTimeoutMs: 100 }) },
    });
    try {
      site.content.faults.mode = 'down';
      const response = await request(site.app).get('/about');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      // In the page's language, never the server's English.
      for (const [path, text] of [
        ['/ru/about', 'Наш сервис содержимого сейчас недоступен'],
        ['/el/partners', 'Η υπηρεσία περιεχομένου μας δεν είναι διαθέσιμη'],
      ]) {
        const localized = await request(site.app).get(path);
        expect(localized.status).toBe(503);
        const main = mainOf(localized.text);
        expect(main).toContain(text);
        expect(main).not.toContain('The content service');
        // Not an update: nothing was updated.
        expect(main).not.toMatch(/обновл|ενημερ/);
        expect(main.match(/(?<!\d)503(?!\d)/g)).toHaveLength(1);
      }
      site.content.faults.mode = 'none';
      // The circuit opened after the failures; after its pause one call tries again, and once it
      // succeeds the site answers normally — without anyone stepping in.
      const recovered = await waitFor(
        'the page served again',
        async () => {
          const response = await request(site.app).get('/about');
          return response.status === 200 && response;
        },
        { intervalMs: 100 },
      );
      expect(recovered.status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it.each([
    ['error', 'en', 'Our content service answered with an error'],
    ['error', 'ru', 'Наш сервис содержимого ответил ошибкой'],
    ['garbage', 'el', 'Η υπηρεσία περιεχομένου μας έστειλε απάντηση που δεν μπορέσαμε να διαβάσουμε'],
  ] as const)(
    'when the content service answers %s, then the page in %s says so, not that the site is being updated, and offers to try again',
    async (mode, locale, text) => {
      const site = await startTestSite();
      try {
        site.content.faults.mode = mode;
        const path = locale === 'en' ? '/certificates' : `/${locale}/certificates`;
        const response = await request(site.app).get(path);
        expect(response.status).toBe(503);
        const main = mainOf(response.text);
        expect(main).toContain(text);
        expect(main).not.toMatch(/being updated|обновляется|ενημερώνεται/);
        expect(main).toContain(`<a href="${path}" class="button button--outline error-page__retry">`);
        expect(main.match(/(?<!\d)503(?!\d)/g)).toHaveLength(1);
      } finally {
        await site.close();
      }
    },
  );
});
