import { useTranslation } from '../../i18n/translation';
import { AFTER_FIRST_PAINT } from '../media/after-first-paint';
import type { Social } from '../../content/types';
import { useChrome } from '../../chrome/use-chrome';
import { useAppState, useAppStore } from '../../state/store';
import './side-rail.css';

/** A readable name for a social link, from its host (facebook.com → Facebook). */
function socialName(href: string): string {
  try {
    const host = new URL(href).hostname.replace(/^www\./, '');
    const name = host.split('.')[0] ?? host;
    return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    return href;
  }
}

export function SocialLinks({ socials, className }: { socials: Social[]; className: string }) {
  const { t } = useTranslation();
  if (socials.length === 0) return null;
  return (
    <ul className={className} aria-label={t('nav.social')}>
      {socials.map((social) => (
        <li key={social.id}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${className}-link`}
            aria-label={social.logo ? socialName(social.href) : undefined}
          >
            {social.logo ? (
              // The link's box keeps the icon's place and the link carries its name: the icon waits
              // for the first paint (it is in the footer, or in the side rail of wide screens).
              <img
                src={social.logo}
                alt=""
                width="20"
                height="20"
                loading="lazy"
                decoding="async"
                {...{ [AFTER_FIRST_PAINT.attribute]: '' }}
              />
            ) : (
              socialName(social.href)
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The side rail: social icons and the vertical title. Clicking the title adds one to the
 * slide index; the icons hide on the last slide or when `closedLinks` is set.
 */
export function SideRail({
  closedLinks = false,
  onAdvance,
}: {
  closedLinks?: boolean;
  onAdvance?: () => void;
}) {
  const chrome = useChrome();
  const store = useAppStore();
  const onLastSlide = useAppState(
    (state) => state.slidesCount > 1 && state.currentSlideIndex >= state.slidesCount - 1,
  );
  const lifted = useAppState((state) => state.asideMargin);
  const hideLinks = closedLinks || onLastSlide;
  const title = chrome?.aside?.title;

  const advance = () => {
    if (onAdvance) {
      onAdvance();
      return;
    }
    store.setState((state) => ({
      currentSlideIndex: Math.min(state.currentSlideIndex + 1, Math.max(state.slidesCount - 1, 0)),
    }));
  };

  return (
    <aside className="side-rail" data-lifted={lifted || undefined}>
      {!hideLinks && <SocialLinks socials={chrome?.socials ?? []} className="side-rail__socials" />}
      {title && (
        <button type="button" className="side-rail__title" onClick={advance}>
          <span>{title}</span>
        </button>
      )}
    </aside>
  );
}
