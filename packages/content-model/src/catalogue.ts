/** Enumerations of the content model shared by the site and the content service. */

export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'commercial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['available', 'reserved', 'sold'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROJECT_STATUSES = ['completed', 'in-progress', 'planned'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const REGIONS = [
  'athens-riviera',
  'athens-center',
  'thessaloniki',
  'halkidiki',
  'crete',
  'corfu',
  'cyclades',
  'peloponnese',
] as const;
export type Region = (typeof REGIONS)[number];

export const SERVICE_SLUGS = [
  'business-consulting',
  'construction',
  'golden-visa',
  'investment',
  'project-management',
  'transaction-support',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
