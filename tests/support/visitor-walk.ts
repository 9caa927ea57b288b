import type { Dataset } from '@dkg/content-model';
import type { Page } from 'playwright-core';
import type { Locale } from '../../src/i18n/locales';
import { specRoutes } from './routes';
import { createDemoDataset } from '@dkg/demo-content';
import { waitFor } from './wait-for';

/** The widths a visitor's screen is looked at: a phone, a tablet, the smallest desktop, a laptop. */
export const WALK_WIDTHS = [375, 768, 1024, 1440] as const;
export const WALK_HEIGHT = 900;

/** Below this width the header shows the burger instead of its menu (spec §9). */
export const DESKTOP_MIN_WIDTH = 1024;

let dataset: Dataset | undefined;

/** The demo content the site is started with (not the tests' server: this module also serves scripts). */
function demoDataset(): Dataset {
  dataset ??= createDemoDataset();
  return dataset;
}

/** One page of every kind (of the six services, one), in a locale, with real parameters. */
export function pageKinds(locale: Locale): string[] {
  const seenService = { value: false };
  return specRoutes(demoDataset(), locale).filter((route) => {
    if (!/\/services\/[^/]+$/.test(route)) return true;
    if (seenService.value) return false;
    seenService.value = true;
    return true;
  });
}

/** How long a visitor's click may wait for its target to be usable: a covered control never is. */
const CLICK = { timeout: 5000 };

/** A state a visitor can bring a page into: a menu, popup or dialog opened. */
export interface WalkState {
  name: string;
  /** The part of the page whose links and controls the visitor then uses. */
  scope: string;
  open(page: Page): Promise<void>;
}

/**
 * Waits until nothing a visitor can reach is animating any more (menus fade and slide in). What
 * neither the pointer nor assistive technology reaches (a decorative loading bar: pointer-events none
 * and aria-hidden) covers nothing and is not waited for. Polled from here: without JavaScript the page
 * runs none of the browser's own polling.
 */
export async function settle(page: Page, deadlineMs = 15_000): Promise<void> {
  const running = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => {
          if (animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity) {
            return false;
          }
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const unreachable =
            target instanceof Element &&
            target.closest('[aria-hidden="true"]') !== null &&
            getComputedStyle(target).pointerEvents === 'none';
          return !unreachable;
        }).length,
    );
  await waitFor(`no animation running on ${page.url()}`, async () => (await running()) === 0, {
    timeoutMs: deadlineMs,
    intervalMs: 50,
  });
}

const burger: WalkState = {
  name: 'burger menu',
  scope: '#mobile-menu',
  async open(page) {
    await page.locator('.site-header__burger').click(CLICK);
    await page.locator('#mobile-menu[data-open]').waitFor({ state: 'visible' });
  },
};

const projectsMenu = (width: number): WalkState => ({
  name: 'projects menu',
  scope: '#projects-menu',
  async open(page) {
    if (width < DESKTOP_MIN_WIDTH) {
      await burger.open(page);
      await page.locator('#mobile-menu a[aria-controls="projects-menu"]').click(CLICK);
    } else {
      await page.locator('.site-header__nav a[aria-controls="projects-menu"]').click(CLICK);
    }
    await page.locator('.projects-menu__inner').waitFor({ state: 'visible' });
  },
});

const searchPopup: WalkState = {
  name: 'search popup',
  scope: '.search-popup',
  async open(page) {
    await page.locator('.site-header__search').click(CLICK);
    await page.locator('.search-popup').waitFor({ state: 'visible' });
  },
};

const languageSwitcher: WalkState = {
  name: 'language switcher',
  scope: '.site-header',
  async open(page) {
    await page.locator('.site-header__language summary').click(CLICK);
    await page.locator('.site-header__language[open] .language-switcher__list').waitFor({ state: 'visible' });
  },
};

/**
 * What a visitor can use on a page as it comes: all of it, or when it opens with a modal dialog (a
 * project over its category), the dialog and the header it leaves in reach.
 */
export async function pageScope(page: Page): Promise<string> {
  const modal = await page.locator('[aria-modal="true"]:visible').count();
  return modal > 0 ? '[aria-modal="true"], .site-header' : 'body';
}

/**
 * What opening and closing a menu, popup or dialog may leave changed on a page: where it and every
 * box in it are scrolled to, its address, what is open, expanded or inert, and the classes and inline
 * styles of the document and its body (a scroll lock). The same after closing as after loading: the
 * page is as it came.
 */
export async function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName}#${element.id}.${element.className} ${element.getAttribute('aria-expanded') ?? ''}`;
    const { documentElement: root, body } = document;
    return JSON.stringify({
      address: location.href,
      scroll: [window.scrollX, window.scrollY],
      scrolled: [...document.querySelectorAll('*')]
        .filter((element) => element.scrollTop !== 0 || element.scrollLeft !== 0)
        .map((element) => `${describe(element)} ${element.scrollLeft},${element.scrollTop}`),
      open: [
        ...document.querySelectorAll('[data-open], [open], [aria-expanded="true"], [inert], [aria-modal]'),
      ].map(describe),
      document: [root.className, root.getAttribute('style'), body.className, body.getAttribute('style')],
    });
  });
}

/** Everything a visitor can open on a page at a width, besides the page as it comes. */
export async function statesOf(page: Page, width: number): Promise<WalkState[]> {
  const states: WalkState[] = [];
  if (width < DESKTOP_MIN_WIDTH) states.push(burger);
  if ((await page.locator('a[aria-controls="projects-menu"]').count()) > 0) states.push(projectsMenu(width));
  if ((await page.locator('.site-header__search').count()) > 0) states.push(searchPopup);
  if (await page.locator('.site-header__language summary').isVisible()) states.push(languageSwitcher);
  return states;
}

/**
 * How long two frames may take before the page is taken as no longer drawing: Chromium without a GPU
 * at times stops drawing a page for good (a trace shows its compositor's pending tree never
 * activating, the main thread idle; seen on the home scrolled while its deferred parts load).
 */
const FRAME_DEADLINE_MS = 5000;
const RENDERING_STALLED = 'the page stopped drawing frames';
/** How many times a walk's step is tried when the page stopped drawing: a page that always stops fails. */
const STALL_ATTEMPTS = 3;

/**
 * Runs a step of a walk (load, open, look), once more on a freshly loaded page when the browser
 * stopped drawing the first: `attempt` counts from 1, and the last attempt's stall is thrown.
 */
export async function retryingStalls<T>(step: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step(attempt);
    } catch (error) {
      const stalled = error instanceof Error && error.message.includes(RENDERING_STALLED);
      if (!stalled || attempt >= STALL_ATTEMPTS) throw error;
    }
  }
}

/**
 * The links and controls of a part of the page that a visitor cannot use: each is brought into view
 * (the page or its own scroller scrolled) and must then lie inside the viewport and be the element
 * found at its own centre — not covered, and not clipped by an ancestor (the hit test finds what is
 * underneath a clipped element). Controls not drawn (display none, visibility hidden, opacity 0,
 * or one pixel wide like a visually hidden label) are not the visitor's to use and are skipped, as is
 * the skip link, which is shown only while it has the focus.
 */
export async function unusableControls(
  page: Page,
  scope: string,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    async ([selector, frames, deadline, stalled]) => {
      const found: string[] = [];
      // What a scroll brings near is drawn at the next frames (parts rendered only when near the screen).
      // Without JavaScript the page runs no frame callbacks: what it draws is drawn already.
      const drawn = () =>
        !frames
          ? Promise.resolve()
          : new Promise((resolve, reject) => {
              const timer = setTimeout(() => reject(new Error(stalled)), deadline);
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  clearTimeout(timer);
                  resolve(undefined);
                }),
              );
            });
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} "${(
          element.getAttribute('aria-label') ??
          element.textContent ??
          ''
        )
          .trim()
          .slice(0, 30)}"`;
      const controls = [...document.querySelectorAll(selector)].flatMap((root) => [
        ...root.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
        ),
      ]);
      for (const control of controls) {
        if (control.closest('.skip-link, [aria-hidden="true"], [inert]')) continue;
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // A link that wraps across lines is used on one of its lines: its widest box is aimed at.
        const aim = () =>
          [...control.getClientRects()].reduce<DOMRect | null>(
            (widest, rect) => (!widest || rect.width > widest.width ? rect : widest),
            null,
          ) ?? control.getBoundingClientRect();
        let box = aim();
        if (box.width <= 1 || box.height <= 1) continue;
        const hits = (rect: DOMRect) => {
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return hit !== null && (hit === control || control.contains(hit));
        };
        const inView = (rect: DOMRect) =>
          rect.left >= -1 &&
          rect.top >= -1 &&
          rect.right <= window.innerWidth + 1 &&
          rect.bottom <= window.innerHeight + 1;
        // First the page is scrolled to bring the control to the middle of the screen (out from under
        // the sticky header). What the page's scrolling cannot bring into view or out from under the
        // header (a dialog's form while the page behind it is held) is brought to the middle of each
        // box around it that a visitor can scroll. A box that clips without scrolling (overflow
        // hidden) is never scrolled: what it hides stays out of view or covered.
        if (!inView(box) || !hits(box)) {
          window.scrollBy({ top: box.top + box.height / 2 - window.innerHeight / 2, behavior: 'instant' });
          await drawn();
          box = aim();
        }
        if (!inView(box) || !hits(box)) {
          const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
          for (let node = control.parentElement; node && node !== document.body; node = node.parentElement) {
            const style = getComputedStyle(node);
            const outer = node.getBoundingClientRect();
            const inner = aim();
            if (scrollable(style.overflowY) && node.scrollHeight > node.clientHeight) {
              node.scrollTop += inner.top + inner.height / 2 - (outer.top + outer.height / 2);
            }
            if (scrollable(style.overflowX) && node.scrollWidth > node.clientWidth) {
              node.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
            }
          }
          await drawn();
          box = aim();
        }
        if (!inView(box)) {
          found.push(
            `outside the viewport (${Math.round(box.left)},${Math.round(box.top)}): ${describe(control)}`,
          );
          continue;
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === control || control.contains(hit))) {
          found.push(`covered by ${hit ? describe(hit) : 'nothing'}: ${describe(control)}`);
        }
      }
      return [...new Set(found)];
    },
    [scope, javaScript, FRAME_DEADLINE_MS, RENDERING_STALLED] as const,
  );
}

/** The page scrolls sideways: something is wider than the screen. */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth
      ? `the page is ${root.scrollWidth}px wide on a ${root.clientWidth}px screen`
      : null;
  });
}

/** How far the element the address's fragment names starts under the sticky header (0: clear of it). */
export async function hiddenUnderHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    const header = document.querySelector('.site-header');
    if (!target || !header) throw new Error(`no target for ${location.hash}`);
    return Math.max(
      0,
      Math.round(header.getBoundingClientRect().bottom - target.getBoundingClientRect().top),
    );
  });
}
