/**
 * The query parameters that carry a contact form's outcome back to a page sent without JavaScript
 * (see contact-protocol.ts): a page with one of them is never cached.
 */
export const OUTCOME_PARAMS = ['sent', 'failed', 'required', 'invalid'] as const;
