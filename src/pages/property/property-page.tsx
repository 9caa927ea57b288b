import { useTranslation } from '../../i18n/translation';
import { Link, useLoaderData } from 'react-router';
import { ContactChannelLinks } from '../../components/contact-channels/contact-channels';
import { ContactForm } from '../../components/contact-form/contact-form';
import { FavouriteButton } from '../../components/favourites/favourite-button';
import { PropertyCard } from '../../components/property-card/property-card';
import { Prose } from '../../components/prose/prose';
import type { Media } from '../../content/types';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { PropertyFacts } from './property-facts';
import { PropertyGallery } from './property-gallery';
import type { PropertyPageData } from './property-loader.server';
import { PropertyLocation } from './property-location';
import { PrintedContacts } from './printed-contacts';
import './property-page.css';
import './property-print.css';

/**
 * One property: pictures, key facts, description, location, an enquiry form and similar properties.
 * Printed, it is the main picture, the facts, the description, the location and the company's
 * contacts with the page's address, on A4 (property-print.css).
 */
export default function PropertyPage() {
  const { property, similar, channels, pageUrl, mapTiles } = useLoaderData() as PropertyPageData;
  const { t } = useTranslation('properties');
  const locale = useLocale();
  const pictures = [property.cover, ...property.gallery].filter((media): media is Media => media !== null);
  const named = { title: property.title, ref: property.reference };
  return (
    <article className="property">
      <header className="property__hero container">
        <Link className="property__back" to={href('properties', {}, locale)}>
          <span aria-hidden="true">←</span> {t('property.back')}
        </Link>
        <p className="eyebrow">
          {t(`regions.${property.region}`)} · {t(`types.${property.type}`)} ·{' '}
          {t('card.ref', { ref: property.reference })}
        </p>
        <h1 className="property__title">{property.title}</h1>
        <div className="property__headline">
          <p className="property__price">{property.priceText}</p>
          <p className={`property__status property__status--${property.availability}`}>
            {t(`statuses.${property.availability}`)}
          </p>
          {property.goldenVisaEligible && <p className="property__visa">{t('card.goldenVisa')}</p>}
          <FavouriteButton
            reference={property.reference}
            title={property.title}
            labelled
            className="property__favourite"
          />
        </div>
      </header>
      <div className="container">
        <PropertyGallery pictures={pictures} />
      </div>
      <div className="property__layout container">
        <aside className="property__facts">
          <PropertyFacts property={property} />
        </aside>
        <div className="property__main">
          <section className="property__description" aria-labelledby="property-description-title">
            <h2 id="property-description-title" className="property__section-title">
              {t('property.description')}
            </h2>
            <Prose html={property.descriptionHtml} />
          </section>
          <PropertyLocation property={property} mapTiles={mapTiles} />
        </div>
      </div>
      <PrintedContacts pageUrl={pageUrl} />
      <section className="property__enquiry" aria-labelledby="property-enquiry-title">
        <div className="property__enquiry-inner container">
          <div className="property__enquiry-intro">
            <h2 id="property-enquiry-title" className="property__section-title">
              {t('property.enquiryTitle')}
            </h2>
            <p>{t('property.enquiryText')}</p>
            <ContactChannelLinks channels={channels} className="property__channels" />
          </div>
          <ContactForm
            className="property__form"
            page={href('properties-id', { id: property.reference })}
            about={{ kind: 'property', reference: property.reference }}
            viewing
            initialMessage={t('property.enquiryMessage', named)}
          />
        </div>
      </section>
      {similar.length > 0 && (
        <section className="property__similar container" aria-labelledby="property-similar-title">
          <h2 id="property-similar-title" className="property__section-title">
            {t('property.similar')}
          </h2>
          <ul className="property__similar-grid">
            {similar.map((item) => (
              <li key={item.reference}>
                <PropertyCard property={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
