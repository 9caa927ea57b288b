import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { CatalogueHero, CatalogueList, CatalogueNote } from '../../components/catalogue-hero/catalogue-hero';
import { ResponsiveImage } from '../../components/media/responsive-image';
import type { CertificatesPageData } from './certificates-loader.server';
import './certificates.css';

type CertificateItem = CertificatesPageData['certificates'][number];

function CertificateCard({ certificate }: { certificate: CertificateItem }) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="certificate">
      {certificate.image && (
        <div className="certificate__scan">
          {/* The title is read right after; the scan is its picture. */}
          <ResponsiveImage
            media={certificate.image}
            sizes="(min-width: 1200px) 22vw, (min-width: 640px) 45vw, 100vw"
            alt=""
            className="certificate__image"
          />
        </div>
      )}
      <h3 className="certificate__title">{certificate.title}</h3>
      <dl className="certificate__facts">
        {certificate.issuer && (
          <div>
            <dt>{t('certificates.issuer')}</dt>
            <dd>{certificate.issuer}</dd>
          </div>
        )}
        {certificate.year !== null && (
          <div>
            <dt>{t('certificates.year')}</dt>
            <dd>{certificate.year}</dd>
          </div>
        )}
      </dl>
      {certificate.description && <p className="certificate__description">{certificate.description}</p>}
      {certificate.file && (
        <a
          className="certificate__download button button--outline"
          href={certificate.file.url}
          type={certificate.file.mime ?? 'application/pdf'}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('certificates.download')}
          <span className="visually-hidden">
            : {certificate.title} {t('certificates.newTab')}
          </span>
          {certificate.fileSize && (
            <span className="certificate__size">
              {t('certificates.fileSize', { size: certificate.fileSize })}
            </span>
          )}
        </a>
      )}
    </article>
  );
}

/** /certificates: our certifications, each with its scan, issuer, year and PDF. */
export default function CertificatesPage() {
  const { page, certificates } = useLoaderData() as CertificatesPageData;
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-page certificates">
      <CatalogueHero title={page.title} intro={page.intro} />
      <CatalogueList id="certificates-list" label={t('certificates.list')}>
        <ul className="certificates__grid">
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      </CatalogueList>
      <CatalogueNote html={page.bodyHtml} />
    </div>
  );
}
