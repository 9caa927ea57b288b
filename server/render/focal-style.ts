import { createHash } from 'node:crypto';
import { FOCAL_STYLE_ATTRIBUTE, type FocalRuleSink } from '../../src/components/media/focal-class';

/** A page's style element of focal rules, and its source for the page's Content-Security-Policy. */
export interface FocalStyleElement {
  tag: string;
  hash: string;
}

export interface FocalStyles extends FocalRuleSink {
  /** The element of the rules the render gathered; null when no picture of the page has a point. */
  element(): FocalStyleElement | null;
}

/**
 * Gathers the focal rules of the pictures one render draws (`useFocalClass`), for one style element
 * in the page's head, allowed by its hash like the page's other inline style elements: a picture is
 * placed on its focal point from the first paint, before any script. The rules are sorted, so a
 * page gets the same bytes (and hash) however its parts were rendered.
 */
export function createFocalStyles(): FocalStyles {
  const rules = new Map<string, string>();
  return {
    add(rule) {
      rules.set(rule.className, rule.css);
    },
    element() {
      const css = [...rules.keys()]
        .sort()
        .map((className) => rules.get(className))
        .join('');
      // A rule is numbers, class names and the code's own media queries: nothing can end the element.
      if (!css || /<\/style/i.test(css)) return null;
      return {
        tag: `<style ${FOCAL_STYLE_ATTRIBUTE}>${css}</style>`,
        hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      };
    },
  };
}
