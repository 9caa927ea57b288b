import fs from 'node:fs';
import path from 'node:path';
import { contentTypes, entryShare as siteShare, type Dataset } from '@dkg/content-model';
import { createDemoDataset } from '@dkg/demo-content';
import * as adminRules from '../../cms/src/admin/share';
import shareMessages from '../../cms/src/admin/share-messages.json';
import previewTypes from '../../cms/src/admin/share-preview.json';
import { renderSharePreviewFiles, sharePreviewDrift } from '../../cms/scripts/generate-share-preview';
import { propertyPageTitle } from '../../src/pages/property/property-title.server';
import { LOCALES, type Locale } from '../../src/i18n/locales';

/**
 * The admin panel's "Search and sharing" (cms/src/admin/share-preview.js) shows an entry as the site
 * will: with the content model's rules, copied by `npm run cms:schema`, and each type's fallbacks.
 */

type Values = Record<string, unknown>;
type TypeRules = adminRules.ShareSources & { path: string; titleFormat?: Record<Locale, string> };
const types = previewTypes as Record<string, TypeRules>;

let dataset: Dataset;
beforeAll(() => {
  dataset = createDemoDataset();
});

/** A demo entry as the admin's form holds it: its media as files with their formats. */
function formValues(values: Values): Values {
  const file = (key: unknown) => {
    const asset = dataset.media.find((media) => media.key === key);
    return asset ? { url: asset.url, formats: asset.formats, mime: asset.mime } : null;
  };
  const withFiles = (value: unknown): unknown => {
    if (typeof value === 'string' && dataset.media.some((media) => media.key === value)) return file(value);
    if (Array.isArray(value)) return value.map(withFiles);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFiles(item)]));
    return value;
  };
  return withFiles(values) as Values;
}

describe('the share preview of the admin panel', () => {
  it('when the model, the routes, the site’s strings or the focal crop are rendered, then cms/src holds them (else run npm run cms:schema)', () => {
    expect(sharePreviewDrift()).toEqual([]);
    expect([...renderSharePreviewFiles().keys()]).toEqual([
      'src/admin/share.ts',
      'src/admin/share-preview.json',
      'src/admin/site-share.jpg',
      'src/lib/focal-crop.js',
    ]);
  });

  it('when a type has pages of its own, then the panel knows its fallbacks and its page', () => {
    const withShare = Object.values(contentTypes).filter((type) => type.share);
    expect(Object.keys(types).sort()).toEqual(withShare.map((type) => type.uid).sort());
    expect(types['api::property.property'].path).toBe('/properties/{reference}');
    expect(types['api::event.event'].path).toBe('/events/{alias}');
  });

  it.each(LOCALES)(
    'when a property is edited in %s, then the panel shows the title, description and picture the site shows',
    (locale) => {
      for (const entry of dataset.collections['api::property.property'].slice(0, 3)) {
        const values = formValues({ ...entry.shared, ...entry.locales![locale] });
        const rules = types['api::property.property'];
        const title = rules.titleFormat![locale].replace(/\{(\w+)\}/g, (_match, field: string) =>
          String(values[field]),
        );
        expect(title).toBe(propertyPageTitle(locale, String(values.title), Number(values.reference)));
        const admin = adminRules.entryShare(
          rules,
          values,
          values.seo as adminRules.SeoFields<unknown>,
          title,
        );
        const site = siteShare(
          contentTypes['api::property.property'].share!,
          values,
          values.seo as adminRules.SeoFields<unknown>,
          title,
        );
        expect(admin).toEqual(site);
        expect(admin.description.length).toBeLessThanOrEqual(adminRules.SEO_LIMITS.description);
      }
    },
  );

  it('when the panel speaks, then every word it uses is in English and Russian', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../cms/src/admin/share-preview.js'), 'utf8');
    const used = [...new Set([...source.matchAll(/'(dkg\.share\.[\w-]+)'/g)].map((match) => match[1]))];
    expect(used.length).toBeGreaterThan(10);
    for (const locale of ['en', 'ru'] as const) {
      const messages = shareMessages[locale] as Record<string, string>;
      expect([locale, used.filter((id) => !messages[id])]).toEqual([locale, []]);
    }
    expect(Object.keys(shareMessages.ru).sort()).toEqual(Object.keys(shareMessages.en).sort());
  });
});
