import type { Page } from 'playwright-core';
import { pageOpener } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

/** The widths the design is drawn for, each with a screen of its usual shape. */
const SCREENS = [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

type Advance = (page: Page) => Promise<void>;

/** Every way a visitor moves on to the next slide (the side rail's title only where the rail is). */
const WAYS: Record<string, { advance: Advance; from: number }> = {
  'the vertical title': { advance: (page) => page.locator('.side-rail__title').click(), from: 1024 },
  PageDown: { advance: (page) => page.keyboard.press('PageDown'), from: 0 },
  'the down arrow': { advance: (page) => page.keyboard.press('ArrowDown'), from: 0 },
  Space: { advance: (page) => page.keyboard.press(' '), from: 0 },
};

/** Runs a step and waits until the scroll it starts has come to rest. */
async function andScrollEnds(page: Page, step: () => Promise<void>) {
  await page.evaluate(() => {
    const scope = window as unknown as { scrolled: Promise<void> };
    scope.scrolled = new Promise((resolve) => addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await step();
  await page.evaluate(() => (window as unknown as { scrolled: Promise<void> }).scrolled);
}

/** Where the slide landed and whether its call to action can be seen and pressed. */
function landing(page: Page, index: number) {
  return page.evaluate((at) => {
    const slide = document.querySelector<HTMLElement>(`[data-slide-index="${at}"]`)!;
    const cta = slide.querySelector<HTMLElement>('.slide__cta')!;
    const box = cta.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      top: Math.round(slide.getBoundingClientRect().top),
      ctaInView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      ctaOnTop: hit !== null && cta.contains(hit),
    };
  }, index);
}

describe.each(SCREENS)('the home’s slides at $width px', (screen) => {
  const ways = Object.entries(WAYS).filter(([, way]) => screen.width >= way.from);

  it.each(ways)(
    'when the visitor moves on with %s, then every slide lands at the top of the screen with its button in view and on top',
    async (_name, way) => {
      const { page, log, close } = await openPage('/', { viewport: screen });
      try {
        const total = await page.locator('.slide').count();
        expect(total).toBeGreaterThan(2);
        // The keys scroll the page, not a control that has the focus.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        for (let index = 1; index < total; index += 1) {
          await andScrollEnds(page, () => way.advance(page));
          expect({ index, ...(await landing(page, index)) }).toEqual({
            index,
            top: 0,
            ctaInView: true,
            ctaOnTop: true,
          });
        }
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
