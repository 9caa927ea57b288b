import { renderMarkdown } from '../../content/markdown.server';
import { serviceRequest, type Service, type ServiceSummary } from '../../content/requests/services.server';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { entryMeta } from '../../loaders/page-meta.server';
import { notFound } from '../../loaders/route-errors';
import { loadListedServices } from '../services/services-loader.server';

export interface ServicePageData extends PageData {
  service: Omit<Service, 'body' | 'seo'> & { bodyHtml: string };
  others: ServiceSummary[];
}

/** /services/{slug}: the slug is fixed by the route; a service missing in the locale is a 404. */
export const serviceLoader: PageLoader<ServicePageData> = async ({ context, locale, params }) => {
  const slug = params.slug ?? '';
  const [service, listed] = await Promise.all([
    context.content.load(serviceRequest(locale, slug)),
    loadListedServices(context, locale),
  ]);
  if (!service) notFound();
  const { body, seo: _seo, ...fields } = service;
  return {
    meta: entryMeta('api::service.service', service),
    service: { ...fields, bodyHtml: renderMarkdown(body, locale) },
    others: listed.filter((other) => other.slug !== slug),
  };
};
