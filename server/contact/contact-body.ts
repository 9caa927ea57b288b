import { matchPath } from 'react-router';
import {
  HONEYPOT_FIELD,
  PROJECT_REF_FIELD,
  PROPERTY_REF_FIELD,
  SUBJECT_MAX_LENGTH,
  type EnquiryAbout,
} from '../../src/components/contact-form/contact-protocol';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/i18n/locales';
import { splitLocale, withoutTrailingSlash } from '../../src/navigation/paths';
import { pageRoutes, type PageRoute } from '../../src/routes/route-table';
import {
  CONTACT_FIELDS,
  contactRules,
  type ContactField,
  type ContactValues,
} from '../../src/validation/contact-rules';
import { validateValue, type RuleMessage } from '../../src/validation/rules';
import { checkViewing, VIEWING_FIELD, type ViewingRequest } from '../../src/validation/viewing-rules';

/** An enquiry as the visitor sent it, checked. */
export interface ContactSubmission extends ContactValues {
  /** English when the sender named none (an API client). */
  locale: Locale;
  /** The locale-neutral page the form was on; null when the sender named none (an API client). */
  page: string | null;
  subject: string | null;
  /** The property or project the enquiry is about (sent from its page); the server looks up what it is. */
  about: EnquiryAbout | null;
  /** The viewing asked for, if any. */
  viewing: ViewingRequest | null;
}

export type SubmissionField =
  | ContactField
  | 'locale'
  | 'page'
  | 'subject'
  | typeof PROPERTY_REF_FIELD
  | typeof PROJECT_REF_FIELD
  | typeof VIEWING_FIELD
  | 'form';
export type SubmissionMessage = RuleMessage | 'contact:errors.malformed';
export type SubmissionErrors = Partial<Record<SubmissionField, SubmissionMessage>>;

export type CheckedBody =
  | { ok: true; submission: ContactSubmission; honeypot: boolean }
  | {
      ok: false;
      /** The language of the messages (English when the body names no known locale). */
      locale: Locale;
      /** Where a form sent without JavaScript can return, when the body named a known page. */
      page: string | null;
      errors: SubmissionErrors;
    };

const WRONG_TYPE = Symbol('wrong type');
const PAGE_MAX_LENGTH = 300;

/** A text field: absent or null is empty; anything but a string is the wrong type. */
function readText(value: unknown): string | typeof WRONG_TYPE {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : WRONG_TYPE;
}

function matchesRoute(route: PageRoute, pathname: string): boolean {
  const match = matchPath({ path: `/${route.path}`, end: true, caseSensitive: true }, pathname);
  return match !== null && (route.validate?.(match.params) ?? true);
}

/** The locale-neutral path of a page of the route table, or null for anything else. */
export function localPagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > PAGE_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[?#\\\s]/.test(value)) return null;
  try {
    decodeURIComponent(value);
  } catch {
    return null;
  }
  const neutral = withoutTrailingSlash(splitLocale(value).path);
  return pageRoutes.some((route) => matchesRoute(route, neutral)) ? neutral : null;
}

function readSubject(value: unknown): string | null | typeof WRONG_TYPE {
  const subject = readText(value);
  if (subject === WRONG_TYPE || subject.length > SUBJECT_MAX_LENGTH) return WRONG_TYPE;
  return subject || null;
}

/** A property's reference: a positive whole number, as a number or in digits. */
function readReference(value: unknown): number | null | typeof WRONG_TYPE {
  if (isAbsent(value)) return null;
  const digits = typeof value === 'number' ? String(value) : value;
  if (typeof digits !== 'string' || !/^[1-9]\d{0,8}$/.test(digits.trim())) return WRONG_TYPE;
  return Number(digits);
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a posted body (parsed JSON or form fields) with the rules the form itself uses. The honeypot
 * is judged after the rules, so a bot gets the same answers a person would.
 */
export function checkContactBody(body: unknown): CheckedBody {
  if (!isPlainObject(body)) {
    return { ok: false, locale: DEFAULT_LOCALE, page: null, errors: { form: 'contact:errors.malformed' } };
  }
  const errors: SubmissionErrors = {};
  // Other clients (a CRM form, an API test) may leave out the locale and the page: English, no page.
  // A value that is given must be a valid one.
  const locale = isAbsent(body.locale) ? DEFAULT_LOCALE : isLocale(body.locale) ? body.locale : null;
  if (!locale) errors.locale = 'validation.invalid';
  const page = isAbsent(body.page) ? null : localPagePath(body.page);
  if (!isAbsent(body.page) && !page) errors.page = 'validation.invalid';
  const subject = readSubject(body.subject);
  if (subject === WRONG_TYPE) errors.subject = 'validation.invalid';
  const propertyRef = readReference(body[PROPERTY_REF_FIELD]);
  if (propertyRef === WRONG_TYPE) errors[PROPERTY_REF_FIELD] = 'validation.invalid';
  const projectRef = readReference(body[PROJECT_REF_FIELD]);
  // An enquiry is about one thing at most.
  if (projectRef === WRONG_TYPE || (projectRef !== null && propertyRef !== null)) {
    errors[PROJECT_REF_FIELD] = 'validation.invalid';
  }
  const viewing = checkViewing(body);
  if (!viewing.ok) errors[VIEWING_FIELD] = 'validation.invalid';

  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = readText(body[field]);
    const message = value === WRONG_TYPE ? 'validation.invalid' : validateValue(value, contactRules[field]);
    if (message) errors[field] = message;
    values[field] = value === WRONG_TYPE ? '' : value;
  }

  if (
    !locale ||
    subject === WRONG_TYPE ||
    propertyRef === WRONG_TYPE ||
    projectRef === WRONG_TYPE ||
    !viewing.ok ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, locale: locale ?? DEFAULT_LOCALE, page: locale ? page : null, errors };
  }
  const trap = body[HONEYPOT_FIELD];
  const honeypot = trap !== undefined && trap !== null && trap !== '';
  return {
    ok: true,
    submission: {
      ...values,
      locale,
      page,
      subject,
      about:
        propertyRef !== null
          ? { kind: 'property', reference: propertyRef }
          : projectRef !== null
            ? { kind: 'project', reference: projectRef }
            : null,
      viewing: viewing.viewing,
    },
    honeypot,
  };
}
