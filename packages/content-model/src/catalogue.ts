/** Enumerations of the content model shared by the site and the content service. */

export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'commercial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A property's availability (never `status`, which Strapi 5 keeps for draft and publish). */
export const PROPERTY_AVAILABILITIES = ['available', 'reserved', 'sold'] as const;
export type PropertyAvailability = (typeof PROPERTY_AVAILABILITIES)[number];

/** A project's stage (never `status`, which Strapi 5 keeps for draft and publish). */
export const PROJECT_STAGES = ['completed', 'in-progress', 'planned'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

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

/**
 * What an old address answers: a permanent (301) or temporary (302) redirect to its new address, or
 * gone (410) when what it showed was removed.
 */
export const REDIRECT_KINDS = ['permanent', 'temporary', 'gone'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];
