import type { BrowserContextOptions, Locator, Page, Route } from 'playwright-core';
import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';
import { waitFor } from '../support/wait-for';

/**
 * What a visitor does before the page's scripts arrive is kept: the page's scripts are held back, the
 * visitor types into every field, chooses, opens the burger or the language list and leaves the focus
 * (and the caret) somewhere; then the scripts arrive and the page hydrates. Everything is where it
 * was, and the form, with its scripts, sends exactly what was typed.
 */
const site = productionSiteForFile();

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const SCRIPTS = /\/assets\/[^/]+\.js$/;

interface HeldPage {
  page: Page;
  /** Lets the scripts through and waits until the page has hydrated. */
  release(): Promise<void>;
  close(): Promise<void>;
  log: { messages: string[] };
}

/** Opens a page with every script of it held back (the start script too) until `release`. */
async function openWithScriptsHeld(path: string, options: BrowserContextOptions): Promise<HeldPage> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const log = recordConsole(page);
  const held: Route[] = [];
  let holding = true;
  await page.route(SCRIPTS, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'commit' });
  await waitFor('the page asking for its scripts', () => held.length > 0);
  return {
    page,
    log,
    async release() {
      expect(await hydrationEnded(page)).toBe(false);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForFunction(
        () =>
          performance.getEntriesByName('hydration-end').length > 0 &&
          document.querySelector('.page-loader') === null,
        undefined,
        { timeout: 60_000 },
      );
    },
    close: () => context.close(),
  };
}

function hydrationEnded(page: Page) {
  return page.evaluate(() => performance.getEntriesByName('hydration-end').length > 0);
}

/** The focused element (by its name, or its class) and its caret, and the page's scroll. */
function whereTheVisitorIs(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return {
      focused: active?.getAttribute('name') ?? active?.className ?? null,
      inForm: active?.form?.id || null,
      caret: active && 'selectionStart' in active ? [active.selectionStart, active.selectionEnd] : null,
      scrollY: Math.round(window.scrollY),
    };
  });
}

/** Types as a visitor does, key by key, at the end of what the field holds. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+End');
  await field.pressSequentially(text);
}

interface ContactCase {
  path: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

const CONTACT_CASES: ContactCase[] = [
  {
    path: '/contacts',
    name: "Anne-Marie O'Neil",
    email: 'anne-marie@example.test',
    phone: '+44 20 7946 0958',
    message: 'Please call me about a villa by the sea.',
  },
  {
    path: '/ru/contacts',
    name: 'Мария-Анна Д’Артаньян',
    email: 'maria@example.test',
    phone: '+7 495 123-45-67',
    message: 'Здравствуйте! Интересует квартира в Глифаде.',
  },
  {
    path: '/el/contacts',
    name: 'Ελένη Παπαδοπούλου-Γεωργίου',
    email: 'eleni@example.gr',
    phone: '+30 210 721 4500',
    message: 'Καλησπέρα σας, θα ήθελα πληροφορίες.',
  },
  {
    path: '/properties/1001',
    name: 'José Núñez',
    email: 'jose@example.test',
    phone: '',
    message: ' Could we see it on Saturday?',
  },
];

describe('a form filled in before the scripts arrive', () => {
  it.each(CONTACT_CASES)(
    'when the contact form on $path is typed into and the scripts then arrive, then every value and the caret stay and sending sends what was typed',
    async ({ path, name, email, phone, message }) => {
      const { page, log, release, close } = await openWithScriptsHeld(path, PHONE);
      try {
        const form = page.locator('#contact-form');
        const field = (fieldName: string) => form.locator(`[name="${fieldName}"]`);
        // A property's enquiry starts with a message naming the property: the visitor adds to it.
        const startingMessage = await field('message').inputValue();
        await typeInto(field('name'), name);
        await typeInto(field('email'), email);
        if (phone) await typeInto(field('phone'), phone);
        await typeInto(field('message'), message);
        // The visitor goes back to the name and puts the caret after its fourth letter.
        await field('name').click();
        await field('name').press('Home');
        for (let step = 0; step < 4; step += 1) await field('name').press('ArrowRight');
        const before = await whereTheVisitorIs(page);
        expect(before).toMatchObject({ focused: 'name', inForm: 'contact-form', caret: [4, 4] });

        await release();

        const typed = { name, email, phone, message: startingMessage + message };
        expect({
          name: await field('name').inputValue(),
          email: await field('email').inputValue(),
          phone: await field('phone').inputValue(),
          message: await field('message').inputValue(),
        }).toEqual(typed);
        expect(await whereTheVisitorIs(page)).toEqual(before);

        // Sent with its scripts, the form sends exactly what was typed.
        const bodies: unknown[] = [];
        await page.route('**/api/contact', async (route) => {
          bodies.push(route.request().postDataJSON());
          await route.fulfill({ status: 202, contentType: 'application/json', body: '{"accepted":true}' });
        });
        await form.locator('button[type="submit"]').click();
        const status = form.locator('[role="status"]');
        await waitFor('the form telling its outcome', async () => (await status.innerText()).trim() !== '');
        expect(await form.locator('.is-invalid').count()).toBe(0);
        expect(bodies).toEqual([expect.objectContaining({ ...typed, website: '' })]);
        expect(await status.getAttribute('class')).toContain('contact-form__status--success');
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
    120_000,
  );

  it('when the listing’s filters are chosen and typed before the scripts arrive, then they stay and Enter shows the listing they ask for', async () => {
    const { page, log, release, close } = await openWithScriptsHeld('/properties', DESKTOP);
    try {
      const form = page.locator('#property-filters');
      const chosen: Record<string, string> = {};
      for (const name of ['type', 'region', 'status', 'bedrooms', 'sort']) {
        const select = form.locator(`select[name="${name}"]`);
        // The second choice of each: the first is "any" (or the default order).
        [chosen[name]] = await select.selectOption({ index: 1 });
      }
      await typeInto(form.locator('[name="areaMin"]'), '60');
      await typeInto(form.locator('[name="areaMax"]'), '900');
      chosen.areaMin = '60';
      chosen.areaMax = '900';
      await typeInto(form.locator('[name="priceMin"]'), '150000');
      await typeInto(form.locator('[name="priceMax"]'), '2500000');
      chosen.priceMin = '150000';
      chosen.priceMax = '2500000';
      await form.locator('[name="priceMax"]').press('ArrowLeft');
      const before = await whereTheVisitorIs(page);
      expect(before).toMatchObject({ focused: 'priceMax', inForm: 'property-filters' });

      await release();

      const shown = await form.evaluate((element: HTMLFormElement) =>
        Object.fromEntries(new FormData(element) as unknown as Iterable<[string, string]>),
      );
      expect(shown).toEqual(chosen);
      expect(await whereTheVisitorIs(page)).toEqual(before);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('priceMax') === chosen.priceMax);
      const query = Object.fromEntries(new URL(page.url()).searchParams);
      expect(query).toEqual(chosen);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('when a term is typed into the search page’s field before the scripts arrive, then it stays and Enter searches for it', async () => {
    const { page, log, release, close } = await openWithScriptsHeld('/ru/search-result', DESKTOP);
    try {
      const field = page.locator('.search-page__input input[name="q"]');
      await typeInto(field, 'вилла у моря');
      await field.press('Home');
      const before = await whereTheVisitorIs(page);
      expect(before).toMatchObject({ focused: 'q', caret: [0, 0] });

      await release();

      expect(await field.inputValue()).toBe('вилла у моря');
      expect(await whereTheVisitorIs(page)).toEqual(before);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'вилла у моря');
      expect(new URL(page.url()).pathname).toBe('/ru/search-result');
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('when the burger is opened and its search typed into before the scripts arrive, then it stays open with the focus in place, and it closes and searches as usual', async () => {
    const { page, log, release, close } = await openWithScriptsHeld('/el/properties', PHONE);
    try {
      await page.locator('.site-header__burger').click();
      const panel = page.locator('#mobile-menu');
      const field = panel.locator('input[name="q"]');
      await typeInto(field, 'Κρήτη');
      const before = await whereTheVisitorIs(page);
      expect(before).toMatchObject({ focused: 'q', caret: [5, 5] });

      await release();

      expect(await page.locator('.site-header__burger').getAttribute('aria-expanded')).toBe('true');
      expect(await panelOnTop(page)).toBe(true);
      expect(await field.inputValue()).toBe('Κρήτη');
      expect(await whereTheVisitorIs(page)).toEqual(before);

      // The burger, on top of its panel, closes it and opens it again, the term still there.
      await page.locator('.site-header__burger').click();
      await waitFor('the burger panel closed', async () => !(await panelOnTop(page)));
      expect(await page.locator('.site-header__burger').getAttribute('aria-expanded')).toBe('false');
      await page.locator('.site-header__burger').click();
      await waitFor('the burger panel open again', () => panelOnTop(page));
      expect(await field.inputValue()).toBe('Κρήτη');
      await field.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Κρήτη');
      await waitFor('the burger panel closed after searching', async () => !(await panelOnTop(page)));
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('when the language list is opened before the scripts arrive, then it stays open, and its toggle then closes it', async () => {
    const { page, log, release, close } = await openWithScriptsHeld('/properties', DESKTOP);
    try {
      const switcher = page.locator('.site-header__language');
      await switcher.locator('summary').click();
      const open = () => switcher.evaluate((element: HTMLDetailsElement) => element.open);
      expect(await open()).toBe(true);

      await release();

      expect(await open()).toBe(true);
      const option = switcher.locator('.language-switcher__option').first();
      expect(await reachable(option)).toBe(true);
      await switcher.locator('summary').click();
      await waitFor('the language list closed', async () => !(await open()));
      expect(await reachable(option)).toBe(false);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});

/** Whether the burger panel is what a tap in the middle of the screen reaches. */
function panelOnTop(page: Page) {
  return page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return Boolean(hit?.closest('#mobile-menu'));
  });
}

/** Whether a click at the element's centre reaches it. */
function reachable(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });
}
