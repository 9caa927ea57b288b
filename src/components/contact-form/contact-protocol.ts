import type { Locale } from '../../i18n/locales';
import {
  CONTACT_FIELDS,
  isContactField,
  type ContactField,
  type ContactValues,
} from '../../validation/contact-rules';
import type { FormErrors, RuleMessage } from '../../validation/rules';

/** What the contact form and `POST /api/contact` agree on. */

export const CONTACT_API_PATH = '/api/contact';

/** The anchor a form sent without JavaScript returns to. */
export const CONTACT_FORM_ID = 'contact-form';

/** A field people never see and bots like to fill. */
export const HONEYPOT_FIELD = 'website';

export const SUBJECT_MAX_LENGTH = 200;

/** The reference of the property an enquiry is about (the server looks up its title and address). */
export const PROPERTY_REF_FIELD = 'propertyRef';

/** The reference of the project an enquiry is about (the server looks up its title and place). */
export const PROJECT_REF_FIELD = 'projectRef';

/** What in the catalogue an enquiry is about: a property or a project, by its reference. */
export interface EnquiryAbout {
  kind: 'property' | 'project';
  reference: number;
}

/** The form's field carrying the reference of what the enquiry is about. */
export const ABOUT_FIELDS = { property: PROPERTY_REF_FIELD, project: PROJECT_REF_FIELD } as const;

export interface ContactPayload extends ContactValues {
  locale: Locale;
  /** Locale-neutral path of the page the form was sent from. */
  page: string;
  subject?: string;
  [PROPERTY_REF_FIELD]?: number;
  [PROJECT_REF_FIELD]?: number;
  /** The viewing fields, as the form holds them (see validation/viewing-rules.ts). */
  viewing?: string;
  viewingDays?: string[];
  viewingTimes?: string[];
  [HONEYPOT_FIELD]?: string;
}

export type FailureReason = 'busy' | 'unavailable';

/** How a form sent without JavaScript came out, told to the page in its query string. */
export type ReturnedOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: FormErrors<ContactField> }
  | { kind: 'failed'; reason: FailureReason };

const FAILURE_REASONS: readonly FailureReason[] = ['busy', 'unavailable'];

/**
 * What a form sent without JavaScript brings back when the server refuses it: the page is answered
 * with the form as the visitor filled it and the reason, as the page route's action data — never in
 * the address, which would put personal data in logs and histories.
 */
export interface ContactDraft {
  form: typeof CONTACT_FORM_ID;
  values: ContactValues;
  outcome: Exclude<ReturnedOutcome, { kind: 'sent' }>;
}

export function isContactDraft(value: unknown): value is ContactDraft {
  const draft = value as Partial<ContactDraft> | null | undefined;
  return draft?.form === CONTACT_FORM_ID && typeof draft.values === 'object' && Boolean(draft.outcome);
}

export function outcomeQuery(outcome: ReturnedOutcome): string {
  const query = new URLSearchParams();
  if (outcome.kind === 'sent') query.set('sent', '1');
  if (outcome.kind === 'failed') query.set('failed', outcome.reason);
  if (outcome.kind === 'invalid') {
    const fieldsWith = (message: RuleMessage) =>
      CONTACT_FIELDS.filter((field) => outcome.errors[field] === message).join(',');
    const required = fieldsWith('validation.required');
    const invalid = fieldsWith('validation.invalid');
    if (required) query.set('required', required);
    if (invalid) query.set('invalid', invalid);
  }
  return query.toString().replace(/%2C/g, ',');
}

export function readOutcome(query: URLSearchParams): ReturnedOutcome | null {
  if (query.get('sent') === '1') return { kind: 'sent' };
  const reason = query.get('failed');
  if (reason && (FAILURE_REASONS as readonly string[]).includes(reason)) {
    return { kind: 'failed', reason: reason as FailureReason };
  }
  const errors: FormErrors<ContactField> = {};
  const mark = (parameter: string, message: RuleMessage) => {
    for (const field of (query.get(parameter) ?? '').split(',')) {
      if (isContactField(field)) errors[field] = message;
    }
  };
  mark('invalid', 'validation.invalid');
  mark('required', 'validation.required');
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : null;
}
