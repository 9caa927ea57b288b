import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { ContactChannelLinks } from '../../components/contact-channels/contact-channels';
import { ContactForm } from '../../components/contact-form/contact-form';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Prose } from '../../components/prose/prose';
import { href } from '../../navigation/href';
import type { ContactsPageData } from './contacts-loader.server';
import type { ContactOffice } from './offices-request.server';
import './contacts.css';
import { HeroTitle } from '../../components/hero-title/hero-title';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function mapHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

function OfficeEntry({ office }: { office: ContactOffice }) {
  const { t } = useTranslation('contact');
  return (
    <li className="office">
      <p className="eyebrow">{office.headOffice ? t('page.headOffice') : t('page.office')}</p>
      <h3 className="office__name">{office.name}</h3>
      <address className="office__address">{office.address}</address>
      <dl className="office__facts">
        {office.phone && (
          <div>
            <dt>{t('page.phone')}</dt>
            <dd>
              <a href={telHref(office.phone)}>{office.phone}</a>
            </dd>
          </div>
        )}
        {office.email && (
          <div>
            <dt>{t('page.email')}</dt>
            <dd>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </dd>
          </div>
        )}
        {office.hours && (
          <div>
            <dt>{t('page.hours')}</dt>
            <dd>{office.hours}</dd>
          </div>
        )}
      </dl>
      {office.location && (
        <a className="office__map" href={mapHref(office.location)} target="_blank" rel="noopener noreferrer">
          {t('page.map')}
          <span className="visually-hidden">
            {' '}
            {office.name} ({t('page.newTab')})
          </span>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M5 3h8v8M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.25" />
          </svg>
        </a>
      )}
    </li>
  );
}

/** /contacts: the page's text and the company e-mail beside the form, then every office. */
export default function ContactsPage() {
  const { page, offices, email, channels } = useLoaderData() as ContactsPageData;
  const { t } = useTranslation('contact');
  return (
    <article className="contacts">
      <header className="contacts__hero container">
        <HeroTitle className="contacts__title" text={page.title} />
        {page.intro && <p className="contacts__intro">{page.intro}</p>}
      </header>
      {page.image && (
        <figure className="contacts__figure">
          <ResponsiveImage media={page.image} sizes="100vw" priority className="contacts__image" />
        </figure>
      )}
      <div className="contacts__main container">
        <div className="contacts__text">
          <Prose html={page.bodyHtml} />
          {email && (
            <p className="contacts__email">
              <span className="eyebrow">{t('page.generalEnquiries')}</span>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
          <ContactChannelLinks channels={channels} className="contacts__channels" />
        </div>
        <section className="contacts__form-panel" aria-labelledby="contacts-form-title">
          <h2 id="contacts-form-title" className="contacts__form-title">
            {t('page.formTitle')}
          </h2>
          <ContactForm page={href('contacts', {})} />
        </section>
      </div>
      {offices.length > 0 && (
        <section id="offices" className="contacts__offices container" aria-labelledby="offices-title">
          <h2 id="offices-title" className="contacts__offices-title">
            {t('page.officesTitle')}
          </h2>
          <ul className="contacts__office-list">
            {offices.map((office) => (
              <OfficeEntry key={office.id} office={office} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
