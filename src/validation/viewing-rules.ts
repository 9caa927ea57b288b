/**
 * A viewing asked for with an enquiry about a property: the weekdays and the times of day the visitor
 * prefers. Days of the week rather than dates: nothing a visitor can choose lies in the past or too
 * far ahead, a page kept in the cache never offers a day gone by, and the choice works the same
 * before JavaScript arrives. Read by the form and again by the server.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const VIEWING_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type ViewingTime = (typeof VIEWING_TIMES)[number];

/** The form's fields: the box that asks for a viewing, then the preferred days and times. */
export const VIEWING_FIELD = 'viewing';
export const VIEWING_DAYS_FIELD = 'viewingDays';
export const VIEWING_TIMES_FIELD = 'viewingTimes';

/** No day or no time chosen means any. */
export interface ViewingRequest {
  days: Weekday[];
  times: ViewingTime[];
}

export type ViewingCheck = { ok: true; viewing: ViewingRequest | null } | { ok: false };

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The chosen values in their canonical order, or null when one is not among the allowed. */
function choices<T extends string>(value: unknown, allowed: readonly T[]): T[] | null {
  const chosen = listOf(value);
  if (!chosen.every((item) => typeof item === 'string' && (allowed as readonly string[]).includes(item))) {
    return null;
  }
  return allowed.filter((item) => chosen.includes(item));
}

function isAsked(value: unknown): boolean | null {
  if (value === undefined || value === null || value === '' || value === false) return false;
  return value === true || value === 'yes' ? true : null;
}

/**
 * The viewing a posted body asks for: none unless its box is ticked (days and times left chosen under
 * a box ticked off again ask for nothing); not ok when a value is none of the form's.
 */
export function checkViewing(body: Record<string, unknown>): ViewingCheck {
  const asked = isAsked(body[VIEWING_FIELD]);
  const days = choices(body[VIEWING_DAYS_FIELD], WEEKDAYS);
  const times = choices(body[VIEWING_TIMES_FIELD], VIEWING_TIMES);
  if (asked === null || !days || !times) return { ok: false };
  if (!asked) return { ok: true, viewing: null };
  return { ok: true, viewing: { days, times } };
}
