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

/** A scheduled publication's languages: one of the site's, or every language of the entry. */
export const SCHEDULE_LANGUAGES = ['en', 'ru', 'el', 'all'] as const;
export type ScheduleLanguage = (typeof SCHEDULE_LANGUAGES)[number];

/** What a scheduled publication does at its time: what the Publish and Unpublish buttons do. */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/**
 * Where a scheduled publication is: waiting for its time, running (claimed by one CMS process), done,
 * or failed (its note says why).
 */
export const SCHEDULE_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];
