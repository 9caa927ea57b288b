import { useTranslation } from '../../i18n/translation';
import type { ContactChannels } from '../../content/types';
import { isDialable, telHref, viberHref, whatsappHref } from './channel-links';
import { ICON, PhoneIcon, STROKE } from './phone-icon';
import './contact-channels.css';

function WhatsappIcon() {
  return (
    <svg {...ICON}>
      <path {...STROKE} d="M3.6 20.4l1.2-4.3a8.6 8.6 0 1 1 3.2 3.2z" />
      <path
        {...STROKE}
        strokeWidth={1.25}
        d="M9.1 8.2c.3-.3.7-.3.9 0l.8 1.3c.2.3.1.6-.1.9l-.4.4c.5 1.1 1.5 2.1 2.6 2.6l.4-.4c.3-.2.6-.3.9-.1l1.3.8c.3.2.3.6 0 .9-.7.8-1.7 1-2.7.5a8.4 8.4 0 0 1-4.2-4.2c-.5-1-.3-2 .5-2.7z"
      />
    </svg>
  );
}

function ViberIcon() {
  return (
    <svg {...ICON}>
      <path
        {...STROKE}
        d="M12 2.8c-4.9 0-8.2 1.6-8.2 7.6 0 3.3 1 5.2 3 6.2v3.9l3-2.8c.7.1 1.4.1 2.2.1 4.9 0 8.2-1.6 8.2-7.4s-3.3-7.6-8.2-7.6z"
      />
      <path
        {...STROKE}
        strokeWidth={1.25}
        d="M9.2 7.4c.3-.3.6-.3.8 0l.8 1.1c.2.3.1.6-.1.8l-.3.3c.4 1 1.2 1.8 2.2 2.2l.3-.3c.2-.2.5-.3.8-.1l1.1.8c.3.2.3.5 0 .8-.6.7-1.5.9-2.3.4a7.2 7.2 0 0 1-3.7-3.7c-.4-.8-.2-1.7.4-2.3zM13 6.6a3.4 3.4 0 0 1 2.9 2.9M13.2 4.8a5.2 5.2 0 0 1 4.5 4.5"
      />
    </svg>
  );
}

/**
 * The head office's phone, WhatsApp and Viber, beside an enquiry form: each a link in the shape its
 * platform documents (channel-links.ts), named by its visible words in the page's language (the icons
 * are pictures of those words, hidden from screen readers). A number
 * the offices' content leaves out is not shown.
 */
export function ContactChannelLinks({
  channels,
  className = '',
}: {
  channels: ContactChannels | null;
  className?: string;
}) {
  const { t } = useTranslation('contact');
  if (!channels) return null;
  const links = [
    { key: 'phone', number: channels.phone, href: telHref, icon: <PhoneIcon /> },
    { key: 'whatsapp', number: channels.whatsapp, href: whatsappHref, icon: <WhatsappIcon /> },
    { key: 'viber', number: channels.viber, href: viberHref, icon: <ViberIcon /> },
  ].filter((link) => isDialable(link.number));
  if (links.length === 0) return null;
  return (
    <div className={`contact-channels ${className}`}>
      <p className="eyebrow contact-channels__title">{t('channels.title')}</p>
      <ul className="contact-channels__list">
        {links.map(({ key, number, href, icon }) => (
          <li key={key}>
            <a className={`contact-channels__link contact-channels__link--${key}`} href={href(number)}>
              <span className="contact-channels__icon">{icon}</span>
              <span className="contact-channels__text">
                <span className="contact-channels__label">{t(`channels.${key}`)}</span>
                <span className="contact-channels__number">{number}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
