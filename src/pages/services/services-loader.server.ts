import { SERVICE_SLUGS } from '@dkg/content-model';
import { servicesRequest, type ServiceSummary } from '../../content/requests/services.server';
import type { Locale } from '../../i18n/locales';
import type { PageLoader, PageLoaderArgs } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';

export interface ServicesPageData extends EditorialPageData {
  services: ServiceSummary[];
}

/** The services that have a page of their own (the route table knows six slugs), in listed order. */
export async function loadListedServices(
  context: PageLoaderArgs['context'],
  locale: Locale,
): Promise<ServiceSummary[]> {
  const services = await context.content.load(servicesRequest(locale));
  return services.filter((service) => (SERVICE_SLUGS as readonly string[]).includes(service.slug));
}

export const servicesLoader: PageLoader<ServicesPageData> = async (args) => {
  const [editorial, services] = await Promise.all([
    loadEditorial('page-services', args),
    loadListedServices(args.context, args.locale),
  ]);
  return { ...editorial, services };
};
