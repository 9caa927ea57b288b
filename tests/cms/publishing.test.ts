import { createDemoDataset } from '@dkg/demo-content';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';
import { cmsRequest } from './support/cms';
import { waitFor } from '../support/wait-for';
import { fetchPage } from './support/page-text';
import { stack } from './support/stack';

/**
 * Editors' loop: a change published through the CMS's REST API reaches the site through the webhook,
 * in the locales it belongs to and no others, and quickly.
 */

const EDITS = 21;
const DEADLINE_MS = 15_000;

type Values = Record<string, unknown>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function documentIdOf(plural: string, field: string, value: string | number): Promise<string> {
  const { cmsUrl, access } = stack();
  const query = `filters[${field}][$eq]=${encodeURIComponent(String(value))}&locale=en&fields[0]=${field}`;
  const answer = await cmsRequest<{ data: Values[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/${plural}?${query}`,
  );
  expect(answer.data).toHaveLength(1);
  return answer.data[0].documentId as string;
}

/** A published change of one locale (Strapi's REST update publishes unless told `status=draft`). */
async function publish(plural: string, documentId: string, locale: Locale, data: Values): Promise<void> {
  const { cmsUrl, access } = stack();
  await cmsRequest(cmsUrl, access.fullToken, 'PUT', `/api/${plural}/${documentId}?locale=${locale}`, {
    data,
  });
}

async function pageText(path: string): Promise<string> {
  const page = await fetchPage(`${stack().siteUrl}${path}`);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return page.text;
}

/** Waits until each locale's page reads as it did before (the other test files compare it). */
async function waitUntilShown(pathOf: (locale: Locale) => string, texts: Partial<Record<Locale, string>>) {
  for (const locale of LOCALES) {
    await waitFor(
      `${pathOf(locale)} back to its text`,
      async () => (await pageText(pathOf(locale))) === texts[locale],
      {
        timeoutMs: DEADLINE_MS,
      },
    );
  }
}

function report(label: string, latencies: number[]) {
  process.stdout.write(
    `[cms suite] publish → live (${label}), ${latencies.length} edits: ` +
      `p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms\n`,
  );
}

describe('publishing through the CMS', () => {
  const dataset = createDemoDataset();
  const event = dataset.collections['api::event.event'][0];
  const alias = String(event.shared?.alias);
  const titles = Object.fromEntries(
    LOCALES.map((locale) => [locale, String((event.locales?.[locale] as Values).title)]),
  ) as Record<Locale, string>;
  const eventPath = (locale: Locale) => href('events-alias', { alias: alias }, locale);
  let eventId: string;
  const before: Partial<Record<Locale, string>> = {};

  beforeAll(async () => {
    eventId = await documentIdOf('events', 'alias', alias);
    for (const locale of LOCALES) before[locale] = await pageText(eventPath(locale));
  });

  afterAll(async () => {
    // Leaves the content as seeded for the other files, whatever happened above.
    for (const locale of LOCALES) await publish('events', eventId, locale, { title: titles[locale] });
  });

  it('when a title is published in one locale, then that locale shows it after the webhook and the others keep theirs', async () => {
    for (const locale of LOCALES) {
      // Rendered once, so that the page cache holds it: only the webhook can make it change.
      expect(await pageText(eventPath(locale))).toContain(titles[locale]);
    }
    const latencies: number[] = [];
    const current = { ...titles };
    for (let edit = 0; edit < EDITS; edit += 1) {
      const locale = LOCALES[edit % LOCALES.length];
      const title = `${titles[locale]} (edit ${edit + 1})`;
      const started = Date.now();
      await publish('events', eventId, locale, { title });
      await waitFor(
        `the ${locale} page showing edit ${edit + 1}`,
        async () => (await pageText(eventPath(locale))).includes(title),
        { timeoutMs: DEADLINE_MS, intervalMs: 20 },
      );
      latencies.push(Date.now() - started);
      current[locale] = title;
      for (const other of LOCALES.filter((code) => code !== locale)) {
        const text = await pageText(eventPath(other));
        expect(text).toContain(current[other]);
        expect(text).not.toContain(`(edit ${edit + 1})`);
      }
    }
    report('one locale', latencies);
    expect(latencies).toHaveLength(EDITS);
  });

  it('when every locale is published again in quick succession, then each shows its last version', async () => {
    // Each publish sends entry.update then entry.publish; the later ones arrive while the pages the
    // earlier ones dropped are being rendered again. None may end up cached with older content.
    for (const locale of LOCALES) await publish('events', eventId, locale, { title: titles[locale] });
    await waitUntilShown(eventPath, before);
    for (const locale of LOCALES) expect(await pageText(eventPath(locale))).toBe(before[locale]);
  });

  it('when a shared field is published in every locale, then every locale shows it', async () => {
    const property = dataset.collections['api::property.property'][0];
    const reference = Number(property.shared?.reference);
    const originalPrice = Number(property.shared?.price);
    const propertyId = await documentIdOf('properties', 'reference', reference);
    const propertyPath = (locale: Locale) => href('properties-id', { id: reference }, locale);
    const latencies: number[] = [];
    const original: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) original[locale] = await pageText(propertyPath(locale));
    try {
      for (const price of [1357911, 2468024, 1975319]) {
        // Digits as any locale groups them: 1,357,911 / 1 357 911 / 1.357.911.
        const digits = String(price);
        const shown = new RegExp(
          `${digits.slice(0, 1)}\\D{0,2}${digits.slice(1, 4)}\\D{0,2}${digits.slice(4)}`,
        );
        const started = Date.now();
        // Strapi copies a shared field to every locale's draft; each locale is published on its own.
        for (const locale of LOCALES) await publish('properties', propertyId, locale, { price });
        await waitFor(
          `every locale showing the price ${price}`,
          async () => {
            const texts = await Promise.all(LOCALES.map((locale) => pageText(propertyPath(locale))));
            return texts.every((text) => shown.test(text));
          },
          { timeoutMs: DEADLINE_MS, intervalMs: 20 },
        );
        latencies.push(Date.now() - started);
      }
    } finally {
      for (const locale of LOCALES) await publish('properties', propertyId, locale, { price: originalPrice });
      await waitUntilShown(propertyPath, original);
    }
    expect(latencies).toHaveLength(3);
    report('shared field, three locales', latencies);
  });
});
