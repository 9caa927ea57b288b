import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree), as Chromium writes them. */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** What is never on paper: the site's chrome, the forms, the buttons, the other properties. */
const NOT_PRINTED = [
  '.site-header',
  '.mobile-menu',
  '.side-rail',
  '.site-footer',
  '.property__back',
  '.property__enquiry',
  '.property__similar',
  '.property-gallery__thumbs',
  'form',
  'button',
];

describe.each(LOCALES)('a property printed in %s', (locale) => {
  it('when it is printed on A4, then it is the picture, the facts, the text, the place and the contacts, on at most two pages', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const path = localizePath('/properties/1001', locale);
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
      // What the screen shows, to be found again on paper.
      const office = (await page.locator('.site-footer__office-name').textContent())!;
      const email = (await page.locator('.site-footer a[href^="mailto:"]').textContent())!;
      const screenContacts = await page.locator('.property-print').isVisible();

      await page.emulateMedia({ media: 'print' });
      const shown = await page.evaluate(
        (selectors) =>
          selectors.map((selector) => [
            selector,
            // Not rendered: it or a box around it is display: none.
            [...document.querySelectorAll(selector)].every((element) => !element.checkVisibility()),
          ]),
        NOT_PRINTED,
      );
      expect(shown).toEqual(NOT_PRINTED.map((selector) => [selector, true]));
      for (const kept of [
        '.property-gallery__image',
        '.property-facts',
        '.property__description',
        '.location-graphic',
      ]) {
        expect([kept, await page.locator(kept).isVisible()]).toEqual([kept, true]);
      }
      expect(screenContacts).toBe(false);
      const contacts = page.locator('.property-print');
      expect(await contacts.isVisible()).toBe(true);
      const printed = (await contacts.textContent())!;
      expect(printed).toContain(office);
      expect(printed).toContain(email);
      expect(printed.trim()).toMatch(new RegExp(`https?://\\S+${path}$`));

      const pdf = await page.pdf({ format: 'A4' });
      const pages = pdfPageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
