import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { CatalogueHero, CatalogueList, CatalogueNote } from '../../components/catalogue-hero/catalogue-hero';
import { ArrowIcon } from '../../components/entry-card/arrow-icon';
import { ResponsiveImage } from '../../components/media/responsive-image';
import type { Partner } from '../../content/requests/partners.server';
import { isExternalHref } from '../../navigation/paths';
import type { PartnersPageData } from './partners-loader.server';
import './partners.css';

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="partner">
      <div className="partner__logo">
        {/* The name follows as the card's heading, so the logo adds nothing to read aloud. */}
        <ResponsiveImage media={partner.logo} sizes="(min-width: 1024px) 20rem, 60vw" alt="" whole />
      </div>
      <h3 className="partner__name">{partner.name}</h3>
      {partner.description && <p className="partner__description">{partner.description}</p>}
      {isExternalHref(partner.url) && (
        <a className="partner__link" href={partner.url} target="_blank" rel="noopener noreferrer">
          {t('partners.website', { host: hostOf(partner.url) })}
          <span className="visually-hidden"> {t('partners.newTab')}</span>
          <ArrowIcon className="partner__arrow" />
        </a>
      )}
    </article>
  );
}

/** /partners: the firms we work with, each with its logo, description and website. */
export default function PartnersPage() {
  const { page, partners } = useLoaderData() as PartnersPageData;
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-page partners">
      <CatalogueHero title={page.title} intro={page.intro} />
      <CatalogueList id="partners-list" label={t('partners.list')}>
        <ul className="partners__grid">
          {partners.map((partner) => (
            <li key={partner.id} className="partners__item">
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </CatalogueList>
      <CatalogueNote html={page.bodyHtml} />
    </div>
  );
}
