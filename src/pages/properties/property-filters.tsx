import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useNavigate, useNavigation } from 'react-router';
import { PROPERTY_AVAILABILITIES, PROPERTY_TYPES, REGIONS } from '@dkg/content-model';
import { PROPERTY_SORTS } from '../../content/property-sorts';
import type { PropertyQuery } from '../../content/requests/properties.server';
import { useLocale } from '../../i18n/locale-context';
import { controlValues, useStartFromPage } from '../../components/start-from-page';
import {
  FILTER_PARAMS,
  hasFilters,
  invertedRanges,
  LISTING_RANGES,
  listingHref,
  parseListingQuery,
  withoutFilters,
} from './listing-query';

const FORM_FIELDS = [...FILTER_PARAMS, 'sort'] as const;
type FormValues = Record<(typeof FORM_FIELDS)[number], string>;

const BEDROOM_CHOICES = [1, 2, 3, 4, 5];
const FILTER_FORM_ID = 'property-filters';
const rangeMessageId = (range: string) => `${FILTER_FORM_ID}-${range}-range`;

function formValues(query: PropertyQuery): FormValues {
  const values = {} as FormValues;
  for (const name of FORM_FIELDS) values[name] = query[name] === undefined ? '' : String(query[name]);
  return values;
}

/**
 * The form's values follow the listing shown (a link may change it), and the visitor's edits, those
 * made before the scripts arrived too (see start-from-page.ts).
 */
function useFormValues(query: PropertyQuery, form: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState(() => formValues(query));
  useStartFromPage(setValues, (current) => controlValues(form.current, current));
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setValues(formValues(query));
  }
  return [values, setValues] as const;
}

function Field({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={['property-filters__field', className].filter(Boolean).join(' ')}>
      <span className="property-filters__label">{label}</span>
      {children}
    </label>
  );
}

/**
 * The filter bar: a GET form, so it filters without JavaScript; with it, a choice navigates at once
 * (a price when the field is left or Enter is pressed) and the page keeps its scroll position.
 */
export function PropertyFilters({ query, total }: { query: PropertyQuery; total: number }) {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useFormValues(query, form);
  const action = listingHref({ sort: '', page: 1 }, locale);
  // A range whose minimum is above its maximum selects nothing: the listing says so (the loader shows
  // no results), and both fields point to the message.
  const inverted = invertedRanges(query, LISTING_RANGES);
  const invalid = (name: keyof FormValues) => {
    const range = inverted.find(({ min, max }) => min === name || max === name);
    return range ? { 'aria-invalid': true, 'aria-describedby': rangeMessageId(range.name) } : {};
  };

  const apply = (next: FormValues) => {
    const target = listingHref(parseListingQuery(new URLSearchParams(next)), locale);
    const underway = navigation.location && `${navigation.location.pathname}${navigation.location.search}`;
    if (target === listingHref(query, locale, { page: 1 }) || target === underway) return;
    navigate(target, { preventScrollReset: true });
  };
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    apply(next);
  };
  const edit = (event: ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [event.target.name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };

  const select = (name: keyof FormValues, anyLabel: string | null, options: [string, string][]) => (
    <select className="property-filters__control" name={name} value={values[name]} onChange={choose}>
      {anyLabel !== null && <option value="">{anyLabel}</option>}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  /** A bound of a range filter (price, area): a whole number the visitor types. */
  const bound = (name: 'priceMin' | 'priceMax' | 'areaMin' | 'areaMax', max: number, placeholder: string) => (
    <input
      className="property-filters__control"
      type="number"
      name={name}
      min={0}
      max={max}
      step={1}
      inputMode="numeric"
      placeholder={placeholder}
      value={values[name]}
      onChange={edit}
      onBlur={() => apply(values)}
      {...invalid(name)}
    />
  );
  const price = (name: 'priceMin' | 'priceMax') => bound(name, 999_999_999, t('listing.anyPrice'));
  const area = (name: 'areaMin' | 'areaMax') => bound(name, 1_000_000, t('areaFilter.any'));

  return (
    <form
      ref={form}
      id={FILTER_FORM_ID}
      className="property-filters"
      method="get"
      action={action}
      aria-label={t('listing.filters')}
      onSubmit={submit}
    >
      <div className="property-filters__fields">
        <Field label={t('listing.type')}>
          {select(
            'type',
            t('listing.anyType'),
            PROPERTY_TYPES.map((value) => [value, t(`types.${value}`)]),
          )}
        </Field>
        <Field label={t('listing.region')}>
          {select(
            'region',
            t('listing.anyRegion'),
            REGIONS.map((value) => [value, t(`regions.${value}`)]),
          )}
        </Field>
        <Field label={t('listing.status')}>
          {select(
            'status',
            t('listing.anyStatus'),
            PROPERTY_AVAILABILITIES.map((value) => [value, t(`statuses.${value}`)]),
          )}
        </Field>
        <Field label={t('listing.bedrooms')}>
          {select(
            'bedrooms',
            t('listing.anyBedrooms'),
            BEDROOM_CHOICES.map((count) => [String(count), t('listing.bedroomsAtLeast', { count })]),
          )}
        </Field>
        <Field label={t('listing.priceMin')} className="property-filters__field--price">
          {price('priceMin')}
        </Field>
        <Field label={t('listing.priceMax')} className="property-filters__field--price">
          {price('priceMax')}
        </Field>
        <Field label={t('areaFilter.min')} className="property-filters__field--area">
          {area('areaMin')}
        </Field>
        <Field label={t('areaFilter.max')} className="property-filters__field--area">
          {area('areaMax')}
        </Field>
        {inverted.map(({ name }) => (
          <p key={name} id={rangeMessageId(name)} className="property-filters__error" role="alert">
            {t(`rangeInverted.${name}`)}
          </p>
        ))}
        <div className="property-filters__actions">
          <button type="submit" className="button button--solid">
            {t('listing.apply')}
          </button>
          {hasFilters(query) && (
            <Link
              className="property-filters__clear"
              to={listingHref(withoutFilters(query), locale)}
              preventScrollReset
            >
              {t('listing.clear')}
            </Link>
          )}
        </div>
      </div>
      <div className="property-filters__bar">
        <p className="property-filters__count" aria-live="polite">
          {t('listing.count', { count: total })}
        </p>
        <Field label={t('listing.sort')} className="property-filters__field--sort">
          {select('sort', null, [
            ['', t('sorts.featured')],
            ...PROPERTY_SORTS.map((value): [string, string] => [value, t(`sorts.${value}`)]),
          ])}
        </Field>
      </div>
    </form>
  );
}
