// The edit view's "Publish on a schedule" panel: a date and time in the editor's own time zone (named
// beside it), this language or all, publish or unpublish, and the entry's waiting schedules with a
// button to cancel each. Schedules are Scheduled Publication entries, saved through the content
// manager's own API; the CMS checks them (a time in the past is refused) and runs them at their time.
import { createElement as h, useCallback, useEffect, useState } from 'react';
import { Box, Button, Field, Flex, Radio, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';

const SCHEDULE = 'api::scheduled-publication.scheduled-publication';
const API = `/content-manager/collection-types/${SCHEDULE}`;
const LANGUAGE_NAMES = { en: 'English', ru: 'Russian', el: 'Greek' };

/** The editor's time zone as the panel names it: `Europe/Athens (UTC+02:00)`. */
export function timeZoneName(at = new Date()) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '−' : '+';
  const pad = (value) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  return `${zone} (UTC${sign}${pad(minutes / 60)}:${pad(minutes % 60)})`;
}

/** A time in the editor's zone: `Mon, 1 Dec 2026, 09:00` (with the seconds when there are any). */
function localTime(iso) {
  const time = new Date(iso);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(time.getSeconds() > 0 ? { second: '2-digit' } : {}),
  }).format(time);
}

function languageWords(language) {
  return language === 'all' ? 'all languages' : (LANGUAGE_NAMES[language] ?? language);
}

function scheduleWords(schedule) {
  const action = schedule.action === 'publish' ? 'Publish' : 'Unpublish';
  return `${action} in ${languageWords(schedule.language)}`;
}

function errorMessage(error) {
  return error?.response?.data?.error?.message ?? error?.message ?? 'The schedule could not be saved.';
}

function ScheduleForm({ entryType, entryDocumentId, locale }) {
  const { get, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [language, setLanguage] = useState(locale ? 'this' : 'all');
  const [action, setAction] = useState('publish');
  const [schedules, setSchedules] = useState([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const query = new URLSearchParams({
      'filters[entryType][$eq]': entryType,
      'filters[entryDocumentId][$eq]': entryDocumentId,
      'filters[state][$eq]': 'waiting',
      sort: 'scheduledAt:ASC',
      pageSize: '100',
    });
    const { data } = await get(`${API}?${query}`);
    setSchedules(data.results ?? []);
  }, [get, entryType, entryDocumentId]);

  useEffect(() => {
    load().catch((failure) => setError(errorMessage(failure)));
  }, [load]);

  const schedule = async () => {
    setError('');
    // A date and a time without a zone are read in the browser's: the editor's own.
    const at = new Date(`${day}T${time}`);
    if (!day || !time || Number.isNaN(at.getTime())) return setError('Choose a date and a time.');
    if (at.getTime() <= Date.now()) {
      return setError(`${localTime(at)} has passed: choose a time in the future.`);
    }
    setBusy(true);
    try {
      const chosen = language === 'this' ? locale : 'all';
      await post(API, {
        entryType,
        entryDocumentId,
        language: chosen,
        action,
        scheduledAt: at.toISOString(),
      });
      toggleNotification({
        type: 'success',
        message: `${scheduleWords({ action, language: chosen })}: ${localTime(at)}.`,
      });
      setDay('');
      setTime('');
      await load();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (item) => {
    setBusy(true);
    try {
      await del(`${API}/${item.documentId}`);
      toggleNotification({ type: 'success', message: `Cancelled: ${scheduleWords(item)}.` });
      await load();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const chosen = new Date(`${day}T${time || '12:00'}`);
  const zone = timeZoneName(Number.isNaN(chosen.getTime()) ? new Date() : chosen);
  return h(
    Flex,
    { direction: 'column', alignItems: 'stretch', gap: 3, width: '100%' },
    h(
      Field.Root,
      { name: 'scheduledDay' },
      h(Field.Label, null, 'Scheduled date'),
      h(TextInput, { type: 'date', value: day, onChange: (event) => setDay(event.target.value) }),
    ),
    h(
      Field.Root,
      { name: 'scheduledTime', error, hint: `In your computer’s time zone: ${zone}.` },
      h(Field.Label, null, 'Scheduled time'),
      h(TextInput, { type: 'time', value: time, onChange: (event) => setTime(event.target.value) }),
      h(Field.Hint),
      h(Field.Error),
    ),
    locale
      ? h(
          Radio.Group,
          { 'aria-label': 'Languages', value: language, onValueChange: setLanguage },
          h(Radio.Item, { value: 'this' }, `This language (${LANGUAGE_NAMES[locale] ?? locale})`),
          h(Radio.Item, { value: 'all' }, 'All languages'),
        )
      : null,
    h(
      Radio.Group,
      { 'aria-label': 'Action', value: action, onValueChange: setAction },
      h(Radio.Item, { value: 'publish' }, 'Publish'),
      h(Radio.Item, { value: 'unpublish' }, 'Unpublish'),
    ),
    h(Button, { onClick: schedule, loading: busy, fullWidth: true, variant: 'secondary' }, 'Schedule'),
    h(
      Box,
      null,
      h(
        Typography,
        { variant: 'sigma', textColor: 'neutral600', tag: 'h3' },
        schedules.length > 0 ? 'Waiting' : 'Nothing scheduled',
      ),
      h(
        'ul',
        { 'aria-label': 'Waiting schedules' },
        ...schedules.map((item) =>
          h(
            'li',
            { key: item.documentId },
            h(
              Flex,
              { direction: 'column', alignItems: 'flex-start', gap: 1, paddingTop: 3 },
              h(Typography, { variant: 'omega', fontWeight: 'bold' }, scheduleWords(item)),
              h(Typography, { variant: 'pi', textColor: 'neutral600' }, localTime(item.scheduledAt)),
              h(
                Button,
                {
                  variant: 'danger-light',
                  size: 'S',
                  disabled: busy,
                  onClick: () => cancel(item),
                  'aria-label': `Cancel: ${scheduleWords(item)}, ${localTime(item.scheduledAt)}`,
                },
                'Cancel',
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The panel, for entries of types that are drafted and published, once they exist. */
export function SchedulePanel({ model, document, documentId, activeTab }) {
  const entryDocumentId = document?.documentId ?? documentId;
  if (!entryDocumentId || activeTab === null || !model.startsWith('api::')) return null;
  const entryType = model.slice('api::'.length).split('.')[0];
  const locale = document?.locale ?? null;
  return {
    title: 'Publish on a schedule',
    content: h(ScheduleForm, { key: `${entryDocumentId}:${locale}`, entryType, entryDocumentId, locale }),
  };
}
