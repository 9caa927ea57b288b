/**
 * Pictures marked with `attribute` are hidden (so a lazy one is not fetched) until the start script
 * (client/start.ts) sets `rootAttribute` on the document, once the first screen is drawn. The rule
 * applies only where scripts run (`scripting: enabled`, in src/styles/global.css): without them the
 * pictures load as any other.
 */
export const AFTER_FIRST_PAINT = {
  attribute: 'data-after-first-paint',
  rootAttribute: 'data-first-paint',
} as const;
