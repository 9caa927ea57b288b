import type { InputHTMLAttributes } from 'react';
import { contactRules, type ContactField } from '../../validation/contact-rules';
import { constraintAttributes } from '../../validation/rules';

interface ContactFieldProps {
  field: ContactField;
  id: string;
  label: string;
  value: string;
  /** The message of the rule the value breaks, if any. */
  error?: string;
  hint?: string;
  optionalLabel?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
}

/** One labelled field with its hint and message, linked for screen readers; `is-invalid` when wrong. */
export function ContactFieldRow({
  field,
  id,
  label,
  value,
  error,
  hint,
  optionalLabel,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
  onChange,
  onBlur,
}: ContactFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: field,
    value,
    autoComplete,
    className: `contact-form__control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    onBlur: () => onBlur(field),
    ...constraintAttributes(contactRules[field]),
  };
  return (
    <div className={`contact-form__field contact-form__field--${field}`}>
      <label className="contact-form__label" htmlFor={id}>
        {label}
        {optionalLabel && <span className="contact-form__optional"> ({optionalLabel})</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="contact-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
