import { createContext, useContext, useInsertionEffect } from 'react';
import { focalRule, type FocalPoint, type FocalRule } from '../../content/focal-point';

/**
 * Where the server gathers the focal rules of the pictures a page draws: the renderer writes them
 * into one style element in the page's head, which the page's Content-Security-Policy allows by its
 * hash (server/render/focal-style.ts). No provider in the browser.
 */
export interface FocalRuleSink {
  add(rule: FocalRule): void;
}

export const FocalRuleContext = createContext<FocalRuleSink | null>(null);

/** The attribute of the head's style element that holds the page's focal rules. */
export const FOCAL_STYLE_ATTRIBUTE = 'data-focal-points';

/** In the browser: the classes the document has rules for (the head's, then those added since). */
let known: Set<string> | null = null;
let sheet: CSSStyleSheet | null = null;

function knownClasses(): Set<string> {
  if (!known) {
    known = new Set();
    const style = document.querySelector(`style[${FOCAL_STYLE_ATTRIBUTE}]`);
    for (const match of style?.textContent?.matchAll(/\.(fp-[\w-]+)\{/g) ?? []) known.add(match[1]);
  }
  return known;
}

/**
 * Gives the document a rule it does not have yet (a picture of a page reached in the browser,
 * whose head is the first page's): through the CSSOM, into one style sheet made by script and
 * adopted by the document. The CSP's `style-src` governs style elements and attributes in the
 * markup, not the CSSOM.
 */
function addRule(rule: FocalRule) {
  const classes = knownClasses();
  if (classes.has(rule.className)) return;
  classes.add(rule.className);
  if (!sheet) {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.insertRule(rule.css, sheet.cssRules.length);
}

/**
 * The class that keeps a picture's focal point in every crop `object-fit: cover` makes of it
 * (none without a point: the middle, as before). With `media`, the class applies only under that
 * media query (the picture of a `<picture>` source) and wins over the element's other focal class
 * there. Its rule is in the page's head when the server drew the picture, and is added before the
 * browser paints a picture it draws itself.
 */
export function useFocalClass(point: FocalPoint | null | undefined, media?: string): string | undefined {
  const rule = point ? focalRule(point, media) : null;
  const sink = useContext(FocalRuleContext);
  if (rule) sink?.add(rule);
  const className = rule?.className;
  const css = rule?.css;
  useInsertionEffect(() => {
    if (className && css) addRule({ className, css });
  }, [className, css]);
  return className;
}
