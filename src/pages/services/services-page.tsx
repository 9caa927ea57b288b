import { useTranslation } from '../../i18n/translation';
import type { ServiceSlug } from '@dkg/content-model';
import { useLoaderData } from 'react-router';
import { CatalogueHero, CatalogueList, CatalogueNote } from '../../components/catalogue-hero/catalogue-hero';
import { EntryCard } from '../../components/entry-card/entry-card';
import { href } from '../../navigation/href';
import type { ServicesPageData } from './services-loader.server';
import './services.css';

/** /services: the page's words and the six services as large cards. */
export default function ServicesPage() {
  const { page, services } = useLoaderData() as ServicesPageData;
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-page services">
      <CatalogueHero title={page.title} intro={page.intro} />
      <CatalogueList id="services-list" label={t('services.list')}>
        <ol className="services__grid">
          {services.map((service, index) => (
            <li key={service.slug} className="services__item">
              <EntryCard
                to={href(`services-${service.slug as ServiceSlug}`, {})}
                title={service.title}
                summary={service.summary}
                media={service.cover}
                sizes="(min-width: 1440px) 680px, (min-width: 900px) 46vw, 100vw"
                priority={index === 0}
                number={index + 1}
                action={t('services.more')}
              />
            </li>
          ))}
        </ol>
      </CatalogueList>
      <CatalogueNote html={page.bodyHtml} />
    </div>
  );
}
