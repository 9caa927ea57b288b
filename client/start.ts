/**
 * The page's first script, and its only one in the markup: it starts the others once the first screen
 * is drawn — its text, and its first picture when it has one — so on a slow connection they never take
 * bandwidth from what the first paint waits for, and their work never holds that paint back. The page
 * works before they arrive (links, forms and the menu are plain HTML). The scripts to start are listed by
 * the server in a JSON island. Pictures held back for the first screen (`AFTER_FIRST_PAINT`) load then too.
 */
import { AFTER_FIRST_PAINT } from '../src/components/media/after-first-paint';
import { PAGE_SCRIPTS_ID } from '../src/routes/page-scripts';

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The first screen's picture (the one the page marked a priority), once it has arrived. */
function firstPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves after the next frame has been drawn. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));
}

/**
 * A page loaded out of sight (a tab opened in the background) paints nothing until it is shown: it
 * starts its scripts once loaded. A page in sight may load before its first paint (its fonts hold the
 * paint), so this waits for nothing there.
 */
function loadedOutOfSight(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.visibilityState === 'hidden') resolve();
    };
    if (document.readyState === 'complete') check();
    else window.addEventListener('load', check, { once: true });
  });
}

/** Marks when the page's scripts were started (the browser tests measure the tasks from there). */
const SCRIPTS_START = 'scripts-start';

function startScripts() {
  performance.mark(SCRIPTS_START);
  // The pictures held back until the first screen was drawn may load now (see AFTER_FIRST_PAINT).
  document.documentElement.setAttribute(AFTER_FIRST_PAINT.rootAttribute, '');
  const island = document.getElementById(PAGE_SCRIPTS_ID);
  const urls = JSON.parse(island?.textContent ?? '[]') as string[];
  for (const url of urls) {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    document.body.append(script);
  }
}

void Promise.race([
  Promise.all([firstContentfulPaint(), firstPicture()]).then(afterNextFrame),
  loadedOutOfSight(),
]).then(startScripts);
