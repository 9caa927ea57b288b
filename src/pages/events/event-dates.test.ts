import type { EventSummary } from '../../content/requests/events.server';
import { formatEventDate, groupEvents } from './event-dates';

function event(alias: string, date: string): EventSummary {
  return { alias, title: alias, date, place: '', summary: '', cover: null };
}

describe('formatEventDate', () => {
  it('when a date is formatted, then each locale gets its own words', () => {
    expect(formatEventDate('2027-04-17T07:00:00.000Z', 'en')).toBe('17 April 2027');
    expect(formatEventDate('2027-04-17T07:00:00.000Z', 'ru')).toBe('17 апреля 2027 г.');
    expect(formatEventDate('2027-04-17T07:00:00.000Z', 'el')).toBe('17 Απριλίου 2027');
  });

  it('when an event starts late in the evening UTC, then its date is the Athens date', () => {
    expect(formatEventDate('2026-06-05T22:30:00.000Z', 'en')).toBe('6 June 2026');
  });

  it('when the date is not a date, then it is left out', () => {
    expect(formatEventDate('soon', 'en')).toBe('');
  });
});

describe('groupEvents', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');

  it('when events are grouped, then upcoming ones come soonest first and past ones newest first', () => {
    const { upcoming, past } = groupEvents(
      [
        event('old', '2025-01-10T10:00:00.000Z'),
        event('far', '2027-05-01T10:00:00.000Z'),
        event('recent', '2026-10-01T10:00:00.000Z'),
        event('soon', '2026-12-01T10:00:00.000Z'),
      ],
      'en',
      now,
    );
    expect(upcoming.map((item) => item.alias)).toEqual(['soon', 'far']);
    expect(past.map((item) => item.alias)).toEqual(['recent', 'old']);
    expect(upcoming.every((item) => item.upcoming)).toBe(true);
    expect(past.some((item) => item.upcoming)).toBe(false);
  });

  it('when an event starts exactly now, then it is still upcoming', () => {
    const { upcoming } = groupEvents([event('now', new Date(now).toISOString())], 'en', now);
    expect(upcoming).toHaveLength(1);
  });

  it('when an event has no valid date, then it is listed last among the past ones', () => {
    const { past } = groupEvents(
      [event('undated', ''), event('recent', '2026-10-01T10:00:00.000Z')],
      'en',
      now,
    );
    expect(past.map((item) => item.alias)).toEqual(['recent', 'undated']);
  });
});
