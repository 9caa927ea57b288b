import { breadcrumbs, type StructuredDataBuilder } from '../../loaders/structured-data.server';
import { paths } from '../../navigation/paths';
import type { ServicePageData } from './service-loader.server';

/** A service: the breadcrumbs through the services page. */
export const serviceStructuredData: StructuredDataBuilder<ServicePageData> = (input, data) =>
  data.meta.title ? [breadcrumbs(input, [{ path: paths.services() }], data.meta.title)] : [];
