import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Media } from '../../content/types';
import { useLocale } from '../../i18n/locale-context';
import { localizePath } from '../../navigation/paths';
import { ResponsiveImage } from '../media/responsive-image';
import { ArrowIcon } from './arrow-icon';
import './entry-card.css';

interface EntryCardProps {
  /** Locale-neutral path of the entry's page. */
  to: string;
  title: string;
  summary?: string;
  media?: Media | null;
  /** The `sizes` of the cover at each viewport. */
  sizes: string;
  priority?: boolean;
  /** `stack`: a large card, picture above; `row`: picture beside the text from tablets up. */
  layout?: 'stack' | 'row';
  /** A short label shown above the title (a date, a category). */
  kicker?: ReactNode;
  /** A large ordinal shown before the text (numbered lists). */
  number?: number;
  /** A line under the title (a place). */
  details?: ReactNode;
  /** The visible call to action; the title itself is the link. */
  action: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A card that leads to an entry's page: cover, title, summary and a call to action. The title is the
 * one link and covers the whole card, so screen readers hear each card once, by its title.
 */
export function EntryCard({
  to,
  title,
  summary,
  media,
  sizes,
  priority = false,
  layout = 'stack',
  kicker,
  number,
  details,
  action,
  headingLevel: Heading = 'h3',
}: EntryCardProps) {
  const locale = useLocale();
  return (
    <article
      className={`entry-card entry-card--${layout}${number !== undefined ? ' entry-card--numbered' : ''}`}
    >
      {media && (
        <div className="entry-card__media">
          <ResponsiveImage
            media={media}
            sizes={sizes}
            priority={priority}
            afterFirstPaint
            alt=""
            className="entry-card__image"
          />
        </div>
      )}
      <div className="entry-card__text">
        {number !== undefined && (
          <span className="entry-card__number" aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        )}
        <Heading className="entry-card__title">
          <Link to={localizePath(to, locale)} className="entry-card__link">
            {title}
          </Link>
        </Heading>
        {kicker && <p className="entry-card__kicker eyebrow">{kicker}</p>}
        {details && <p className="entry-card__details">{details}</p>}
        {summary && <p className="entry-card__summary">{summary}</p>}
        <span className="entry-card__action" aria-hidden="true">
          {action}
          <ArrowIcon />
        </span>
      </div>
    </article>
  );
}
