export interface FieldText {
  label?: string;
  description?: string;
}
export interface ListView {
  columns: string[];
  sort: [string, 'ASC' | 'DESC'];
  mainField?: string;
}
export interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown[] } & Record<string, unknown>;
}
export const FIELDS: Record<string, FieldText>;
export const TYPE_FIELDS: Record<string, Record<string, FieldText>>;
export const LISTS: Record<string, ListView>;
export function fieldText(uid: string, name: string): FieldText;
export function wantedConfiguration(
  uid: string,
  schema: { attributes: Record<string, unknown> },
  current: ViewConfiguration,
): ViewConfiguration;
export function wantedComponentConfiguration(
  uid: string,
  schema: { attributes: Record<string, unknown> },
  current: ViewConfiguration,
): ViewConfiguration;
export function ensureAdminViews(strapi: unknown): Promise<void>;
