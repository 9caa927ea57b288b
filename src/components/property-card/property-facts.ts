import type { TFunction } from '../../i18n/translation';
import type { PropertySummary } from '../../content/requests/properties.server';

export function areaLabel(property: Pick<PropertySummary, 'areaText'>, t: TFunction): string {
  return t('card.area', { value: property.areaText });
}

/** "3 bedrooms"; an apartment without a bedroom is a studio; land and offices have none to show. */
export function bedroomsLabel(
  property: Pick<PropertySummary, 'bedrooms' | 'type'>,
  t: TFunction,
): string | null {
  if (property.bedrooms > 0) return t('card.bedrooms', { count: property.bedrooms });
  return property.type === 'apartment' ? t('card.studio') : null;
}
