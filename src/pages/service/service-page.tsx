import { useTranslation } from '../../i18n/translation';
import type { ServiceSlug } from '@dkg/content-model';
import { Link, useLoaderData } from 'react-router';
import { CatalogueHero } from '../../components/catalogue-hero/catalogue-hero';
import { ArrowIcon } from '../../components/entry-card/arrow-icon';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Prose } from '../../components/prose/prose';
import type { ServiceFact } from '../../content/requests/services.server';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import type { ServicePageData } from './service-loader.server';
import './service.css';

function KeyFigures({ facts }: { facts: ServiceFact[] }) {
  const { t } = useTranslation('catalogue');
  if (facts.length === 0) return null;
  return (
    <section className="key-figures container" aria-label={t('services.keyFigures')}>
      <dl className="key-figures__list">
        {facts.map((fact) => (
          <div key={`${fact.value}-${fact.label}`} className="key-figures__item">
            <dt className="key-figures__label">{fact.label}</dt>
            <dd className="key-figures__value">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OtherServices({ others }: Pick<ServicePageData, 'others'>) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  if (others.length === 0) return null;
  return (
    <nav className="other-services container" aria-labelledby="other-services">
      <h2 id="other-services" className="section-title other-services__title">
        {t('services.others')}
      </h2>
      <ul className="other-services__list">
        {others.map((other) => (
          <li key={other.slug}>
            <Link
              to={href(`services-${other.slug as ServiceSlug}`, {}, locale)}
              className="other-services__link"
            >
              <span className="other-services__name">{other.title}</span>
              <ArrowIcon />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactCall() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <section className="service-cta" aria-labelledby="service-cta">
      <div className="service-cta__inner container">
        <h2 id="service-cta" className="service-cta__title">
          {t('services.ctaTitle')}
        </h2>
        <p className="service-cta__text">{t('services.ctaText')}</p>
        <Link to={href('contacts', {}, locale)} className="button button--light">
          {t('services.ctaButton')}
        </Link>
      </div>
    </section>
  );
}

/** /services/{slug}: one service with its key figures, the other services and a call to contact us. */
export default function ServicePage() {
  const { service, others } = useLoaderData() as ServicePageData;
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <article className="catalogue-page service">
      <CatalogueHero
        title={service.title}
        intro={service.summary}
        eyebrow={
          <Link to={href('services', {}, locale)}>
            <ArrowIcon direction="left" />
            {t('services.all')}
          </Link>
        }
      />
      {service.cover && (
        <figure className="catalogue-cover">
          <ResponsiveImage media={service.cover} sizes="100vw" priority className="catalogue-cover__image" />
        </figure>
      )}
      <KeyFigures facts={service.facts} />
      <div className="service__body container">
        <Prose html={service.bodyHtml} />
      </div>
      <OtherServices others={others} />
      <ContactCall />
    </article>
  );
}
