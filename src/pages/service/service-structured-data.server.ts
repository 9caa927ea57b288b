import { breadcrumbs, type StructuredDataBuilder } from '../../loaders/structured-data.server';
import { href } from '../../navigation/href';
import type { ServicePageData } from './service-loader.server';

/** A service: the breadcrumbs through the services page. */
export const serviceStructuredData: StructuredDataBuilder<ServicePageData> = (input, data) =>
  data.meta.title ? [breadcrumbs(input, [{ path: href('services', {}) }], data.meta.title)] : [];
