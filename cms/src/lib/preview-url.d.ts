export const DEFAULT_LOCALE: 'en';
export function templateFields(template: string): string[];
export function documentQueryFor(template: string): {
  fields: string[];
  populate: Record<string, { fields: string[] }>;
};
export function entryPath(template: string, entry: Record<string, unknown> | null | undefined): string;
export function localizedPath(path: string, locale: string | undefined): string;
export function previewUrl(options: {
  siteUrl: string;
  secret: string;
  path: string;
  status: string | undefined;
}): string;
