import { certificatesRequest, type Certificate } from '../../content/requests/certificates.server';
import { LOCALE_TAGS, type Locale } from '../../i18n/locales';
import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';

export interface CertificatesPageData extends EditorialPageData {
  certificates: Array<Certificate & { fileSize: string | null }>;
}

/** A file size in the page's language (Strapi reports kilobytes); formatted on the server. */
function formatFileSize(sizeKb: number | null, locale: Locale): string | null {
  if (sizeKb === null || !Number.isFinite(sizeKb) || sizeKb <= 0) return null;
  const inMegabytes = sizeKb >= 1000;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(inMegabytes ? sizeKb / 1000 : Math.max(1, sizeKb));
}

/** /certificates: the page's words and the certificates, each with its PDF. */
export const certificatesLoader: PageLoader<CertificatesPageData> = async (args) => {
  const [editorial, certificates] = await Promise.all([
    loadEditorial('page-certificates', args),
    args.context.content.load(certificatesRequest(args.locale)),
  ]);
  return {
    ...editorial,
    certificates: certificates.map((certificate) => ({
      ...certificate,
      fileSize: formatFileSize(certificate.file?.sizeKb ?? null, args.locale),
    })),
  };
};
