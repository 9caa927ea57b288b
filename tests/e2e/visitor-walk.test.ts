import type { Page } from 'playwright-core';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import { trackRequests } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';
import {
  WALK_HEIGHT,
  WALK_WIDTHS,
  hiddenUnderHeader,
  pageKinds,
  pageScope,
  pageState,
  retryingStalls,
  settle,
  sidewaysOverflow,
  statesOf,
  unusableControls,
} from '../support/visitor-walk';

const site = productionSiteForFile();

/**
 * A page kind's walk takes a few seconds; the first of a file also meets a cold server and browser,
 * and a machine busy with other suites stretches both, never to this limit.
 */
jest.setTimeout(240_000);

/**
 * The walk looks at where every link and control rests once a menu, popup or dialog is open, not at
 * the motion that brings it there: the visitor's "reduce motion" setting makes each state arrive at
 * once, so a page kind takes a second or two rather than several at every width.
 */
async function withPage<T>(
  width: number,
  run: (page: Page) => Promise<T>,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<T> {
  const context = await site.browser.newContext({
    viewport: { width, height: WALK_HEIGHT },
    reducedMotion: 'reduce',
    ...options,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function load(page: Page, path: string, javaScript = true) {
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  if (javaScript) await page.waitForFunction(() => document.querySelector('.page-loader') === null);
  await settle(page);
}

/** What a visitor cannot use on one page at a width, in every state they can bring it to. */
async function walk(path: string, width: number, only?: (state: string) => boolean) {
  return withPage(width, async (page) => {
    const requests = trackRequests(page);
    const problems: Record<string, string[]> = {};
    const note = (where: string, found: string[]) => {
      if (found.length > 0) problems[where] = found;
    };
    await load(page, path);
    const states = await statesOf(page, width);
    const asLoaded = await pageState(page);
    /**
     * Each state is opened on the page as it was loaded: after the last one is closed (Escape) the page
     * must be back as it came (`pageState`), else it is loaded again. The page as it comes is looked at
     * last, since looking scrolls it through.
     */
    const asItCame = async (attempt: number) => {
      if (attempt > 1 || (await pageState(page)) !== asLoaded) await load(page, path);
    };
    for (const state of states.filter((candidate) => !only || only(candidate.name))) {
      note(
        `with the ${state.name} open`,
        await retryingStalls(async (attempt) => {
          await asItCame(attempt);
          try {
            await state.open(page);
          } catch (error) {
            return [`cannot be opened: ${(error as Error).message.split('\n')[0]}`];
          }
          await settle(page);
          const overflow = await sidewaysOverflow(page);
          return [...(await unusableControls(page, state.scope)), ...(overflow ? [overflow] : [])];
        }),
      );
      // Closed, and at rest: what closing set off (a dialog's page going back to the one under it, its
      // content asked for and drawn) is done before the page is compared with how it came.
      await page.keyboard.press('Escape');
      await settle(page);
      await requests.drawn();
      // The focus the closed state gave back to its opener leaves it, as on a page just loaded.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
    if (!only || only('page')) {
      note(
        'as it comes',
        await retryingStalls(async (attempt) => {
          await asItCame(attempt);
          const overflow = await sidewaysOverflow(page);
          return [...(await unusableControls(page, await pageScope(page))), ...(overflow ? [overflow] : [])];
        }),
      );
    }
    return problems;
  });
}

describe.each(WALK_WIDTHS)('a visitor walking every page kind %ipx wide', (width) => {
  it.each(pageKinds('en'))(
    'when %s is shown and each of its menus, popups and dialogs is opened, then each of their links and controls is on screen and uncovered, and nothing scrolls sideways',
    async (path) => {
      expect(await walk(path, width)).toEqual({});
    },
  );
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('a visitor on a phone in %s', (locale) => {
  it.each(pageKinds(locale))('when %s is shown, then its burger menu can be used', async (path) => {
    expect(await walk(path, 375, (state) => state === 'burger menu')).toEqual({});
  });
});

describe('the burger menu', () => {
  it.each(LOCALES)(
    'when JavaScript is off in %s, then the burger opens the whole menu on every page kind',
    async (locale) => {
      const problems = await withPage(
        375,
        async (page) => {
          const found: Record<string, string[]> = {};
          for (const path of pageKinds(locale)) {
            await load(page, path, false);
            await page.locator('.site-header__burger').click();
            await page.waitForURL(/#mobile-menu$/);
            await settle(page);
            const unusable = await unusableControls(page, '#mobile-menu', { javaScript: false });
            const controls = await page.locator('#mobile-menu a[href]').count();
            if (unusable.length > 0 || controls < 4) found[path] = [`${controls} links`, ...unusable];
          }
          return found;
        },
        { javaScriptEnabled: false },
      );
      expect(problems).toEqual({});
    },
  );

  it('when it is opened, then the focus moves into it, Tab keeps it there (and on the burger above it) and Escape closes it, giving the focus back to the burger', async () => {
    await withPage(768, async (page) => {
      await load(page, '/ru/about');
      await page.locator('.site-header__burger').click();
      await page.locator('#mobile-menu[data-open]').waitFor({ state: 'visible' });
      // With "reduce motion" too (this walk's setting), where nothing may wait for a frame to be focusable.
      expect(await page.evaluate(() => document.activeElement?.className)).toContain(
        'mobile-menu__list-link',
      );
      const inMenu = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu, .site-header__burger')));
      const controls = await page
        .locator('#mobile-menu a[href], #mobile-menu input, #mobile-menu button')
        .count();
      for (let step = 0; step < controls + 3; step += 1) {
        await page.keyboard.press('Tab');
        expect(await inMenu()).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await inMenu()).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('#mobile-menu[data-open]').waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() => document.activeElement?.classList.contains('site-header__burger')),
      ).toBe(true);
    });
  });
});

describe('an anchor', () => {
  it.each(WALK_WIDTHS)(
    'when an address names a part of a page %ipx wide, then the part starts below the sticky header',
    async (width) => {
      const found: Record<string, number> = {};
      for (const locale of LOCALES) {
        const path = `${localizePath('/contacts', locale)}#offices`;
        const under = await withPage(width, async (page) => {
          await load(page, path);
          // The browser scrolls to the fragment once the page is laid out: wait until it stays put.
          await page.waitForFunction(
            () =>
              new Promise<boolean>((resolve) => {
                const before = window.scrollY;
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(before > 0 && window.scrollY === before)),
                );
              }),
          );
          return hiddenUnderHeader(page);
        });
        if (under > 0) found[path] = under;
      }
      expect(found).toEqual({});
    },
  );
});

describe('the walk’s own check', () => {
  it('when controls are covered, clipped, fixed off to the side, far down a long page under a sticky header or down a box of their own, then it reports exactly the ones a visitor cannot use', async () => {
    const found = await withPage(375, async (page) => {
      await page.setContent(`
        <style>body { margin: 0 } header { position: sticky; top: 0; height: 80px; background: #fff; z-index: 2 }</style>
        <header><a href="#top" id="header-link">Top</a></header>
        <main>
          <a href="#a" id="usable-far-down" style="display: block; margin-top: 4000px">Far down</a>
          <div style="position: relative; height: 60px; margin-top: 1200px">
            <a href="#b" id="covered">Covered</a>
            <div style="position: absolute; inset: 0; background: #000"></div>
          </div>
          <div style="overflow: hidden; height: 20px; margin-top: 900px"><a href="#c" id="clipped" style="display: block; margin-top: 40px">Clipped</a></div>
          <a href="#d" id="aside" style="position: fixed; left: 600px; top: 200px">Aside</a>
          <div style="overflow: auto; height: 100px; margin-top: 900px"><p style="height: 400px"></p><a href="#e" id="in-a-scroller">In a scroller</a></div>
          <button id="hidden" style="visibility: hidden">Hidden</button>
          <p style="height: 1200px"></p>
        </main>`);
      return unusableControls(page, 'body');
    });
    expect(found.map((problem) => /#([\w-]+)/.exec(problem.split(': ').pop()!)?.[1]).sort()).toEqual([
      'aside',
      'clipped',
      'covered',
    ]);
  });
});
