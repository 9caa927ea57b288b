import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { href } from '../../navigation/href';
import { ContactFieldRow } from './contact-field';
import {
  ABOUT_FIELDS,
  CONTACT_API_PATH,
  CONTACT_FORM_ID,
  HONEYPOT_FIELD,
  type EnquiryAbout,
} from './contact-protocol';
import { useContactForm, type FormStatus } from './use-contact-form';
import { ViewingFieldset } from './viewing-fieldset';
import './contact-form.css';

export interface ContactFormProps {
  /** Locale-neutral path of the page the form is on (where a form sent without JavaScript returns). */
  page: string;
  /** A subject line stored with the enquiry (e.g. the property's title and ref). */
  subject?: string;
  /** Text the message field starts with. */
  initialMessage?: string;
  /** The property or project the enquiry is about: the server names it from its reference. */
  about?: EnquiryAbout;
  /** Offers to ask for a viewing (preferred days and times). */
  viewing?: boolean;
  className?: string;
}

const STATUS_TEXT: Partial<Record<FormStatus, string>> = {
  invalid: 'form.checkFields',
  sent: 'form.sent',
  failed: 'form.failed',
  busy: 'errors.busy',
  unavailable: 'errors.unavailable',
};

/**
 * The contact form, validated in the browser and again on the server. Without
 * JavaScript it is a plain form post that the server answers with a redirect back to this page.
 */
export function ContactForm({
  page,
  subject,
  initialMessage,
  about,
  viewing = false,
  className = '',
}: ContactFormProps) {
  const { t } = useTranslation('contact');
  const form = useContactForm({ page, subject, initialMessage, about });
  const { values, messages, status, fieldId, change, blur } = form;
  const sending = status === 'sending';
  const statusKey = STATUS_TEXT[status];
  const showStatus = statusKey !== undefined && (status !== 'invalid' || Object.keys(messages).length > 0);
  const row = { onChange: change, onBlur: blur };
  const statusClass = [
    'contact-form__status',
    `contact-form__status--${status === 'sent' ? 'success' : 'problem'}`,
    form.statusAtTop && 'contact-form__status--returned',
  ]
    .filter(Boolean)
    .join(' ');
  const statusLine = (
    <p ref={form.statusRef} role="status" tabIndex={-1} className={statusClass}>
      {showStatus ? t(statusKey) : ''}
    </p>
  );

  return (
    <form
      id={CONTACT_FORM_ID}
      ref={form.formRef}
      className={`contact-form ${className}`}
      action={CONTACT_API_PATH}
      method="post"
      aria-busy={sending || undefined}
      onSubmit={form.submit}
    >
      <input type="hidden" name="locale" value={form.locale} />
      <input type="hidden" name="page" value={page} />
      {subject && <input type="hidden" name="subject" value={subject} />}
      {about && <input type="hidden" name={ABOUT_FIELDS[about.kind]} value={about.reference} />}
      {form.statusAtTop && statusLine}
      <div className="contact-form__fields">
        <ContactFieldRow
          {...row}
          field="name"
          id={fieldId('name')}
          label={t('form.name')}
          value={values.name}
          error={messages.name}
          autoComplete="name"
        />
        <ContactFieldRow
          {...row}
          field="email"
          id={fieldId('email')}
          label={t('form.email')}
          value={values.email}
          error={messages.email}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <ContactFieldRow
          {...row}
          field="phone"
          id={fieldId('phone')}
          label={t('form.phone')}
          optionalLabel={t('form.optional')}
          hint={t('form.phoneHint')}
          value={values.phone}
          error={messages.phone}
          type="tel"
          autoComplete="tel"
        />
        <ContactFieldRow
          {...row}
          field="message"
          id={fieldId('message')}
          label={t('form.message')}
          value={values.message}
          error={messages.message}
          multiline
          autoComplete="off"
        />
      </div>
      {viewing && <ViewingFieldset />}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={form.trapId}>{t('form.website')}</label>
        <input
          id={form.trapId}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={form.trap}
          onChange={(event) => form.setTrap(event.target.value)}
        />
      </div>
      <p className="contact-form__privacy">
        {t('form.privacy')} <Link to={href('privacy-policy', {}, form.locale)}>{t('form.privacyLink')}</Link>
      </p>
      <div className="contact-form__actions">
        <button
          type="submit"
          className="button button--solid contact-form__submit"
          aria-disabled={sending || undefined}
        >
          {sending ? t('form.sending') : t('form.submit')}
        </button>
        {!form.statusAtTop && statusLine}
      </div>
    </form>
  );
}
