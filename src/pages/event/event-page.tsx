import { useTranslation } from '../../i18n/translation';
import { Link, useLoaderData } from 'react-router';
import { CatalogueHero } from '../../components/catalogue-hero/catalogue-hero';
import { ArrowIcon } from '../../components/entry-card/arrow-icon';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Prose } from '../../components/prose/prose';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import type { EventPageData } from './event-loader.server';
import './event.css';

/** /events/{alias}: an event's cover, date, place and story. */
export default function EventPage() {
  const { event } = useLoaderData() as EventPageData;
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const eventsPath = href('events', {}, locale);
  return (
    <article className="catalogue-page event">
      <CatalogueHero
        title={event.title}
        intro={event.summary}
        eyebrow={
          <>
            <Link to={eventsPath}>
              <ArrowIcon direction="left" />
              {t('events.all')}
            </Link>
            <span className={`event__status event__status--${event.upcoming ? 'upcoming' : 'past'}`}>
              {t(event.upcoming ? 'events.upcomingBadge' : 'events.pastBadge')}
            </span>
          </>
        }
      >
        <dl className="event__facts">
          {event.dateLabel && (
            <div className="event__fact">
              <dt>{t('events.date')}</dt>
              <dd>
                <time dateTime={event.date}>{event.dateLabel}</time>
              </dd>
            </div>
          )}
          {event.place && (
            <div className="event__fact">
              <dt>{t('events.place')}</dt>
              <dd>{event.place}</dd>
            </div>
          )}
        </dl>
      </CatalogueHero>
      {event.cover && (
        <figure className="catalogue-cover">
          <ResponsiveImage media={event.cover} sizes="100vw" priority className="catalogue-cover__image" />
        </figure>
      )}
      <div className="event__body container">
        <Prose html={event.bodyHtml} />
        <p className="event__back">
          <Link to={eventsPath} className="button button--outline">
            {t('events.all')}
          </Link>
        </p>
      </div>
    </article>
  );
}
