import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { CatalogueHero, CatalogueNote } from '../../components/catalogue-hero/catalogue-hero';
import { EntryCard } from '../../components/entry-card/entry-card';
import { href } from '../../navigation/href';
import type { DatedEvent } from './event-dates';
import type { EventsPageData } from './events-loader.server';
import './events.css';

function EventList({
  events,
  group,
  firstIsPriority,
}: {
  events: DatedEvent[];
  group: string;
  firstIsPriority: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <ol className={`events__list events__list--${group}`}>
      {events.map((event, index) => (
        <li key={event.alias} className="events__item">
          <EntryCard
            to={href('events-alias', { alias: event.alias })}
            title={event.title}
            summary={event.summary}
            media={event.cover}
            sizes="(min-width: 1440px) 540px, (min-width: 768px) 40vw, 100vw"
            priority={firstIsPriority && index === 0}
            layout="row"
            headingLevel="h3"
            kicker={<time dateTime={event.date}>{event.dateLabel}</time>}
            details={event.place}
            action={t('events.more')}
          />
        </li>
      ))}
    </ol>
  );
}

/** /events: upcoming events in their own group, then past ones, newest first. */
export default function EventsPage() {
  const { page, upcoming, past } = useLoaderData() as EventsPageData;
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-page events">
      <CatalogueHero title={page.title} intro={page.intro} />
      <section className="events__group events__group--upcoming container" aria-labelledby="events-upcoming">
        <div className="section-head">
          <h2 id="events-upcoming" className="section-title">
            {t('events.upcoming')}
          </h2>
        </div>
        {upcoming.length > 0 ? (
          <EventList events={upcoming} group="upcoming" firstIsPriority />
        ) : (
          <p className="events__empty">{t('events.noUpcoming')}</p>
        )}
      </section>
      {past.length > 0 && (
        <section className="events__group events__group--past container" aria-labelledby="events-past">
          <div className="section-head">
            <h2 id="events-past" className="section-title">
              {t('events.past')}
            </h2>
          </div>
          <EventList events={past} group="past" firstIsPriority={upcoming.length === 0} />
        </section>
      )}
      <CatalogueNote html={page.bodyHtml} />
    </div>
  );
}
