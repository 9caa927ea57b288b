import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNavigate } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { useChrome } from '../../chrome/use-chrome';
import { useAppStore } from '../../state/store';
import { shownText, useStartFromPage } from '../start-from-page';
import './search-input.css';

/**
 * The search input: an empty term does nothing and the arrow looks disabled; a term is
 * stored, then the visitor goes to the localized results page; a clear icon empties the field.
 * A plain GET form, so it searches without JavaScript too.
 */
export function SearchInput({
  className = '',
  initialValue = '',
  autoFocus = false,
  onSubmitted,
}: {
  className?: string;
  initialValue?: string;
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const store = useAppStore();
  const placeholder = useChrome()?.pageSearchResult?.searchPlaceholder || t('search.placeholder');
  const [value, setValue] = useState(initialValue);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A term typed before the scripts arrived is the field's (see start-from-page.ts).
  useStartFromPage(setValue, (current) => (inputRef.current ? shownText(inputRef.current) : current));

  // Without JavaScript the browser refuses an empty term itself; with it, an empty term simply does
  // nothing (no validation bubble).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  const term = value.trim();
  const action = href('search-result', {}, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    store.setState({ seacrhInputValue: term });
    // Told even when the term is the one stored already: whoever opened the search closes it.
    onSubmitted?.();
    navigate(href('search-result', { q: term }, locale));
  };

  const clear = () => {
    setValue('');
    inputRef.current?.focus();
  };

  return (
    <form
      ref={formRef}
      role="search"
      className={`search-input ${className}`}
      action={action}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search-input__field"
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        required
        autoFocus={autoFocus}
        onChange={(event) => setValue(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="search-input__clear"
          aria-label={t('search.clear')}
          // The field keeps the focus: pressing the icon does not take it, and clearing gives it back.
          onMouseDown={(event) => event.preventDefault()}
          onClick={clear}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      )}
      <button
        type="submit"
        className="search-input__submit"
        aria-label={t('search.submit')}
        aria-disabled={!term || undefined}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12h15M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </form>
  );
}
