import type { Locator, Page } from 'playwright-core';
import { pageOpener } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

/** Whether a click at the middle of the element lands on it (nothing lies over it). */
function onTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.width > 0 && hit !== null && element.contains(hit);
  });
}

/** Presses Tab until the element has the focus (at most `limit` times); whether it got there. */
async function tabTo(page: Page, locator: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

const projectsMenu = (page: Page) => page.locator('#projects-menu');
const isOpen = (locator: Locator) => locator.evaluate((element) => element.hasAttribute('data-open'));

describe('a menu’s own item closes it', () => {
  it.each(['/about', '/ru', '/el/properties'])(
    'when the projects menu is open on a wide screen (%s), then its item in the header is on top and closes it, by a click and by the keyboard',
    async (path) => {
      const { page, log, close } = await openPage(path);
      try {
        const item = page.locator('.site-header__nav a[aria-controls="projects-menu"]');
        await item.click();
        await projectsMenu(page).waitFor({ state: 'visible' });
        expect(await onTop(item)).toBe(true);
        await item.click();
        await projectsMenu(page).waitFor({ state: 'hidden' });

        await item.focus();
        await page.keyboard.press('Enter');
        await projectsMenu(page).waitFor({ state: 'visible' });
        // The focus went into the menu; Tab leads back to the item, which closes it.
        expect(await item.evaluate((element) => element === document.activeElement)).toBe(false);
        expect(await tabTo(page, item)).toBe(true);
        expect(await onTop(item)).toBe(true);
        await page.keyboard.press('Enter');
        await projectsMenu(page).waitFor({ state: 'hidden' });
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.each([375, 768])(
    'when the burger menu or the projects menu is open at %s px, then the burger is on top and leads back',
    async (width) => {
      const { page, log, close } = await openPage('/about', { viewport: { width, height: 800 } });
      try {
        const burger = page.locator('.site-header__burger');
        const panel = page.locator('#mobile-menu');
        await burger.click();
        await page.locator('#mobile-menu[data-open]').waitFor();
        expect(await onTop(burger)).toBe(true);
        await burger.click();
        await page.locator('#mobile-menu:not([data-open])').waitFor({ state: 'attached' });

        // The projects menu, opened from the burger menu: the burger is still there, and leads back.
        await burger.click();
        await panel.locator('a[aria-controls="projects-menu"]').click();
        await projectsMenu(page).waitFor({ state: 'visible' });
        expect(await onTop(burger)).toBe(true);
        await burger.click();
        await projectsMenu(page).waitFor({ state: 'hidden' });
        expect(await isOpen(panel)).toBe(true);
        // By the keyboard: Tab reaches the burger while its menu is open, and Enter closes it.
        expect(await tabTo(page, burger)).toBe(true);
        await page.keyboard.press('Enter');
        await page.locator('#mobile-menu:not([data-open])').waitFor({ state: 'attached' });
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.each([375, 1440])(
    'when the language list is open at %s px, then its toggle is on top and closes it',
    async (width) => {
      const { page, close } = await openPage('/ru/about', { viewport: { width, height: 800 } });
      try {
        const summary = page.locator('.site-header .language-switcher summary');
        await summary.click();
        await page.locator('.site-header .language-switcher[open]').waitFor();
        expect(await onTop(summary)).toBe(true);
      } finally {
        await close();
      }
    },
  );
});

/**
 * Why the focused element cannot be seen or reached, if it cannot: transparent or hidden (itself or
 * an ancestor), out of the viewport, or under something else.
 */
function focusProblem(page: Page) {
  return page.evaluate(async () => {
    // Transitions and animations the focus started (a header fading in or out) end first.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element.id === 'main') return null;
    // The browser scrolls the focus into view (smoothly): the scroll comes to rest first, the
    // page's and that of every box around the element.
    const scrollers = [document.scrollingElement!];
    for (let node = element.parentElement; node; node = node.parentElement) scrollers.push(node);
    const position = () => scrollers.map((node) => `${node.scrollLeft},${node.scrollTop}`).join(' ');
    // Still over three frames from where it is now (a smooth scroll the focus started moves at the
    // first of them).
    for (let last = position(), still = 0; still < 3;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = position();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const name = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (Number(style.opacity) === 0 || style.visibility === 'hidden') return `${name}: invisible`;
    }
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${name}: no size`;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `${name}: out of view`;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(element.contains(hit) || hit.contains(element))) return `${name}: covered`;
    return null;
  });
}

describe('focus never enters something invisible', () => {
  it.each([
    ['/', 1440],
    ['/', 375],
    ['/ru/about', 1440],
    ['/el/about', 375],
    ['/dkg-projects/residential/201', 1440],
    ['/properties', 768],
    ['/ru/no-such-page', 1440],
  ] as const)(
    'when the visitor tabs through %s at %s px, then every element that takes the focus can be seen',
    async (path, width) => {
      const { page, close } = await openPage(path, { viewport: { width, height: 800 } });
      try {
        // Past the first slide on the home (the header fades), as a visitor who scrolled.
        await page.evaluate(() => document.querySelector('[data-slide-index="1"]')?.scrollIntoView());
        if (path === '/') await page.locator('.site-header[data-faded]').waitFor({ state: 'attached' });
        // Whatever the scroll set moving (the header fading out) has come to rest.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        const problems: string[] = [];
        const count = await page.evaluate(
          () => document.querySelectorAll('a[href], button, input, select, textarea, summary').length,
        );
        for (let step = 0; step < Math.min(count + 5, 150); step += 1) {
          await page.keyboard.press('Tab');
          const problem = await focusProblem(page);
          if (problem) problems.push(problem);
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('Space and Enter work on everything that acts as a button', () => {
  it.each([
    ['/about', 375],
    ['/ru', 375],
    ['/el/properties', 768],
    ['/dkg-projects', 768],
  ] as const)(
    'when an element with the role of a button on %s at %s px is focused, then Space and Enter each work it',
    async (path, width) => {
      const { page, log, close } = await openPage(path, { viewport: { width, height: 800 } });
      try {
        const found = await page.locator('[role="button"]:visible').count();
        expect(found).toBeGreaterThan(0);
        for (let index = 0; index < found; index += 1) {
          const control = page.locator('[role="button"]:visible').nth(index);
          const expanded = () => control.getAttribute('aria-expanded');
          // A button of this site says what it opens: its state is what pressing it changes.
          expect(await expanded()).toBe('false');
          for (const key of [' ', 'Enter']) {
            await control.focus();
            await page.keyboard.press(key);
            await page.waitForFunction(
              (element) => element?.getAttribute('aria-expanded') === 'true',
              await control.elementHandle(),
            );
            await control.focus();
            await page.keyboard.press(key);
            await page.waitForFunction(
              (element) => element?.getAttribute('aria-expanded') === 'false',
              await control.elementHandle(),
            );
          }
        }
        // Inside the panels it opens, too.
        await page.locator('.site-header__burger').click();
        await page.locator('#mobile-menu[data-open]').waitFor();
        for (const control of await page.locator('#mobile-menu [role="button"]:visible').all()) {
          expect(await control.getAttribute('aria-expanded')).not.toBeNull();
        }
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('the header within the screen', () => {
  it.each([
    [360, '/ru/properties'],
    [375, '/el/properties/1001'],
    [375, '/'],
    [414, '/contacts'],
  ])(
    'when the page is %s px wide (%s), then every control of the header lies wholly inside it and on top',
    async (width, path) => {
      const { page, log, close } = await openPage(path, { viewport: { width, height: 800 } });
      try {
        const controls = await page
          .locator('.site-header__bar a:visible, .site-header__bar button:visible')
          .all();
        expect(controls.length).toBeGreaterThan(3);
        const outside: string[] = [];
        for (const control of controls) {
          const box = await control.boundingBox();
          const within = box !== null && box.x >= 0 && box.x + box.width <= width && box.y >= 0;
          if (!within || !(await onTop(control))) {
            outside.push(`${await control.getAttribute('class')} ${JSON.stringify(box)}`);
          }
        }
        expect(outside).toEqual([]);
        // What the header leaves out on a phone is in the burger's panel.
        await page.locator('.site-header__burger').click();
        await page.locator('#mobile-menu[data-open]').waitFor();
        if (width <= 425) expect(await onTop(page.locator('#mobile-menu .favourites-link'))).toBe(true);
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
