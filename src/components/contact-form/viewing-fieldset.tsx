import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import {
  VIEWING_DAYS_FIELD,
  VIEWING_FIELD,
  VIEWING_TIMES,
  VIEWING_TIMES_FIELD,
  WEEKDAYS,
} from '../../validation/viewing-rules';

/**
 * "Ask for a viewing", with the weekdays and times of day the visitor prefers: plain checkboxes the
 * form posts as they are (without JavaScript too), shown once the box is ticked. They are left to the
 * browser (uncontrolled): what is ticked before the scripts arrive stays ticked.
 */
export function ViewingFieldset() {
  const { t } = useTranslation('contact');
  const id = useId();
  return (
    <fieldset className="viewing">
      <legend className="visually-hidden">{t('viewing.legend')}</legend>
      <label className="viewing__toggle" htmlFor={`${id}-viewing`}>
        <input id={`${id}-viewing`} type="checkbox" name={VIEWING_FIELD} value="yes" />
        <span className="viewing__toggle-text">
          {t('viewing.ask')}
          <span className="viewing__toggle-hint">{t('viewing.askHint')}</span>
        </span>
      </label>
      <div className="viewing__choices">
        <fieldset className="viewing__group">
          <legend className="contact-form__label">{t('viewing.days')}</legend>
          <div className="viewing__options viewing__options--days">
            {WEEKDAYS.map((day) => (
              <label key={day} className="viewing__chip">
                <input type="checkbox" name={VIEWING_DAYS_FIELD} value={day} />
                <abbr title={t(`viewing.day.${day}`)} aria-hidden="true">
                  {t(`viewing.dayShort.${day}`)}
                </abbr>
                <span className="visually-hidden">{t(`viewing.day.${day}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="viewing__group">
          <legend className="contact-form__label">{t('viewing.times')}</legend>
          <div className="viewing__options viewing__options--times">
            {VIEWING_TIMES.map((time) => (
              <label key={time} className="viewing__chip viewing__chip--time">
                <input type="checkbox" name={VIEWING_TIMES_FIELD} value={time} />
                <span>
                  {t(`viewing.time.${time}`)}
                  <span className="viewing__hours">{t(`viewing.hours.${time}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="contact-form__hint">{t('viewing.anyHint')}</p>
      </div>
    </fieldset>
  );
}

/** What the viewing fields hold now, for a form sent with JavaScript. */
export function viewingValues(form: HTMLFormElement | null) {
  if (!form?.querySelector(`[name="${VIEWING_FIELD}"]`)) return {};
  const data = new FormData(form);
  const texts = (name: string) =>
    data.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    [VIEWING_FIELD]: texts(VIEWING_FIELD)[0] ?? '',
    [VIEWING_DAYS_FIELD]: texts(VIEWING_DAYS_FIELD),
    [VIEWING_TIMES_FIELD]: texts(VIEWING_TIMES_FIELD),
  };
}

/** Clears the viewing fields once the enquiry is sent. */
export function clearViewing(form: HTMLFormElement | null) {
  for (const name of [VIEWING_FIELD, VIEWING_DAYS_FIELD, VIEWING_TIMES_FIELD]) {
    form?.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((input) => {
      input.checked = false;
    });
  }
}
