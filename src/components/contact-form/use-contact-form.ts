import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useActionData, useSearchParams } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import {
  CONTACT_FIELDS,
  contactRules,
  isContactField,
  type ContactField,
  type ContactValues,
} from '../../validation/contact-rules';
import { validateValue, type FormErrors } from '../../validation/rules';
import {
  ABOUT_FIELDS,
  CONTACT_API_PATH,
  HONEYPOT_FIELD,
  isContactDraft,
  readOutcome,
  type ContactPayload,
  type EnquiryAbout,
  type ReturnedOutcome,
} from './contact-protocol';
import { controlValues, useStartFromPage } from '../start-from-page';
import { clearViewing, viewingValues } from './viewing-fieldset';

export type FormStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed' | 'busy' | 'unavailable';

/** Messages shown under the fields, in the visitor's language. */
export type FieldMessages = Partial<Record<ContactField, string>>;

export interface ContactFormOptions {
  page: string;
  subject?: string;
  initialMessage?: string;
  /** What in the catalogue the enquiry is about. */
  about?: EnquiryAbout;
}

function statusOf(returned: ReturnedOutcome | null): FormStatus {
  if (!returned) return 'idle';
  if (returned.kind === 'failed') return returned.reason;
  return returned.kind;
}

function withMessage(messages: FieldMessages, field: ContactField, message: string | null): FieldMessages {
  const next = { ...messages };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

/** The server's messages for the form's own fields, or null when it named none. */
function serverFieldMessages(body: unknown): FieldMessages | null {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const entries = Object.entries(errors).filter(
    (entry): entry is [ContactField, string] => isContactField(entry[0]) && typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

type SendResult =
  { status: 'sent' | 'failed' | 'busy' | 'unavailable' } | { status: 'invalid'; messages: FieldMessages };

async function postEnquiry(payload: ContactPayload): Promise<SendResult> {
  try {
    const response = await fetch(CONTACT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    if (response.status === 202) return { status: 'sent' };
    if (response.status === 429) return { status: 'busy' };
    if (response.status === 503) return { status: 'unavailable' };
    const body: unknown = response.status === 400 ? await response.json().catch(() => null) : null;
    const messages = serverFieldMessages(body);
    return messages ? { status: 'invalid', messages } : { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

/**
 * The contact form's state: rules checked on submit, then live per field once it was left edited or
 * after a first submit; a valid form is sent as JSON, and the outcome of a form sent without
 * JavaScript is read back from the page's query string.
 */
export function useContactForm({ page, subject, initialMessage = '', about }: ContactFormOptions) {
  // The validation rules' messages are shared strings.
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [query] = useSearchParams();
  // A form the server refused (sent without JavaScript) comes back filled in as the visitor left it.
  const draft = useActionData() as unknown;
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const initialValues = useMemo<ContactValues>(
    () => ({ name: '', email: '', phone: '', message: initialMessage }),
    [initialMessage],
  );
  const [returned] = useState(() => (isContactDraft(draft) ? draft.outcome : readOutcome(query)));
  const [values, setValues] = useState(() =>
    isContactDraft(draft) ? { ...initialValues, ...draft.values } : initialValues,
  );
  const [trap, setTrap] = useState('');
  // What the visitor typed before the scripts arrived is the form's (see start-from-page.ts).
  useStartFromPage(setValues, (current) => controlValues(formRef.current, current));
  useStartFromPage(
    setTrap,
    (current) => controlValues(formRef.current, { [HONEYPOT_FIELD]: current })[HONEYPOT_FIELD],
  );
  const [live, setLive] = useState<ReadonlySet<ContactField>>(
    () => new Set(returned?.kind === 'invalid' ? CONTACT_FIELDS : []),
  );
  const translateAll = (errors: FormErrors<ContactField>): FieldMessages =>
    Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key as string)]));
  const [messages, setMessages] = useState<FieldMessages>(() =>
    returned?.kind === 'invalid' ? translateAll(returned.errors) : {},
  );
  const [status, setStatus] = useState<FormStatus>(() => statusOf(returned));
  // An outcome the page came back with (a form sent without JavaScript) is told at the top of the
  // form, where the address's fragment brings the visitor; an outcome of sending from here, by the button.
  const [returnedShown, setReturnedShown] = useState(returned !== null);

  // The browser's own bubbles are for visitors without JavaScript; with it, the form speaks itself.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const fieldId = (field: ContactField) => `${baseId}-${field}`;
  const check = (field: ContactField, value: string) => {
    const key = validateValue(value.trim(), contactRules[field]);
    return key ? t(key) : null;
  };
  const focusFirst = (fields: FieldMessages) => {
    const first = CONTACT_FIELDS.find((field) => fields[field]);
    // By its name in this form: ids may still be the server's while the page hydrates in parts.
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const announce = (next: FormStatus) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (live.has(field)) setMessages((current) => withMessage(current, field, check(field, value)));
  };

  const blur = (field: ContactField) => {
    if (values[field] === initialValues[field] && !messages[field]) return;
    setLive((current) => new Set([...current, field]));
    setMessages((current) => withMessage(current, field, check(field, values[field])));
  };

  const send = async () => {
    setStatus('sending');
    const result = await postEnquiry({
      ...values,
      locale,
      page,
      subject,
      ...(about ? { [ABOUT_FIELDS[about.kind]]: about.reference } : {}),
      ...viewingValues(formRef.current),
      [HONEYPOT_FIELD]: trap,
    });
    if (result.status === 'invalid') {
      setMessages(result.messages);
      setStatus('invalid');
      focusFirst(result.messages);
      return;
    }
    if (result.status === 'sent') {
      setValues(initialValues);
      setTrap('');
      setMessages({});
      setLive(new Set());
      clearViewing(formRef.current);
    }
    announce(result.status);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setReturnedShown(false);
    const found: FieldMessages = {};
    for (const field of CONTACT_FIELDS) {
      const message = check(field, values[field]);
      if (message) found[field] = message;
    }
    setLive(new Set(CONTACT_FIELDS));
    setMessages(found);
    if (Object.keys(found).length > 0) {
      setStatus('invalid');
      focusFirst(found);
      return;
    }
    void send();
  };

  return {
    formRef,
    statusRef,
    locale,
    values,
    trap,
    setTrap,
    messages,
    status,
    statusAtTop: returnedShown,
    fieldId,
    trapId: `${baseId}-${HONEYPOT_FIELD}`,
    change,
    blur,
    submit,
  };
}
