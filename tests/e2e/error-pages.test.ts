import type { Page } from 'playwright-core';
import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

/** What each language calls trying again, and words only its error pages use. */
const LANGUAGES = {
  en: { prefix: '', retry: 'Try again', partners: '/partners' },
  ru: { prefix: '/ru', retry: 'Попробовать ещё раз', partners: '/ru/partners' },
  el: { prefix: '/el', retry: 'Δοκιμάστε ξανά', partners: '/el/partners' },
} as const;

/** The error page as the visitor sees it: status, title, message and the ways on. */
function errorPage(page: Page) {
  return page.evaluate(() => {
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;
    const retry = document.querySelector<HTMLAnchorElement>('.error-page__retry');
    return {
      status: document.querySelector('.error-page__status')?.lastChild?.textContent?.trim() ?? null,
      title: text('.error-page__title'),
      message: text('.error-page__message'),
      details: text('.error-page__details'),
      retry: retry && { text: retry.textContent, href: retry.getAttribute('href') },
      documentTitle: document.title,
    };
  });
}

/** Latin words of a sentence (an English message on a Russian or Greek page). */
const LATIN_WORD = /\b[A-Za-z]{3,}\b/;

describe('an error while a page’s data loads in the browser', () => {
  it.each(
    (['en', 'ru', 'el'] as const).flatMap((locale) =>
      [500, 502, 503, 504, 404].map((status) => [locale, status] as const),
    ),
  )(
    'when the page data of a link in %s answers %s, then the page names that status, in its language, with a way to try again for a server error',
    async (locale, status) => {
      const language = LANGUAGES[locale];
      const { page, close } = await openPage(`${language.prefix}/about`);
      try {
        // What a proxy in front of the site answers (not the site's JSON).
        await page.route(/\/_data\?/, (route) =>
          route.fulfill({ status, contentType: 'text/html', body: `<h1>${status}</h1>` }),
        );
        await markWindow(page);
        await page.locator(`.site-header a[href="${language.partners}"]`).first().click();
        await page.locator('.error-page').waitFor();
        const shown = await errorPage(page);
        expect(shown.status).toBe(String(status));
        for (const text of [shown.title, shown.message, shown.details]) {
          if (locale !== 'en' && text) expect(text).not.toMatch(LATIN_WORD);
        }
        expect(shown.documentTitle).toContain(shown.title);
        if (status >= 500) {
          expect(shown.retry).toEqual({ text: language.retry, href: language.partners });
          // Trying again once the server answers leads to the page.
          await page.unroute(/\/_data\?/);
          await page.locator('.error-page__retry').click();
          await page.waitForURL(`${site.server.url}${language.partners}`);
          await page.locator('main h1').waitFor();
          expect(await page.locator('.error-page').count()).toBe(0);
        } else {
          expect(shown.retry).toBeNull();
          expect(await windowKept(page)).toBe(true);
        }
      } finally {
        await close();
      }
    },
  );
});

describe('every error page has the site’s chrome', () => {
  it.each([
    ['/ru/%ZZ', 'ru', 400],
    ['/%E0%A4%A', 'en', 400],
    ['/el/properties/%C0%AF', 'el', 400],
    ['/el/no-such-page', 'el', 404],
  ] as const)(
    'when %s is asked for, then the error page in %s has the header, the footer and the site’s fonts',
    async (path, locale, status) => {
      const { page, log, close } = await openPage(path);
      try {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await page.locator('.site-header .site-header__nav').isVisible()).toBe(true);
        await page.locator('.site-footer').scrollIntoViewIfNeeded();
        expect(await page.locator('.site-footer').isVisible()).toBe(true);
        expect(await page.locator('.error-page__status').textContent()).toContain(String(status));
        // The title is drawn in the site's display face, loaded.
        await page.evaluate(() => document.fonts.ready);
        const face = await page.evaluate(() => {
          const title = document.querySelector('.error-page__title')!;
          const family = getComputedStyle(title).fontFamily.split(',')[0].replace(/['"]/g, '').trim();
          return {
            family,
            loaded: [...document.fonts].some(
              (font) => font.family.replace(/['"]/g, '') === family && font.status === 'loaded',
            ),
          };
        });
        expect(face).toEqual({ family: 'Noto Serif Display', loaded: true });
        expect(await page.title()).toMatch(/^.+ — DKG Development$/);
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
