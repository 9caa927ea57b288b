import request from 'supertest';
import type { CollectionEntrySeed, Dataset } from '@dkg/content-model';
import { documentTitle } from '../../src/navigation/document-title';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../src/i18n/locales';
import { resources } from '../../src/i18n/resources';
import { localizePath } from '../../src/navigation/paths';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(() => site.close());

type Values = Record<string, unknown>;

/** An entry's attributes in one locale, as the content service serves them. */
function valuesOf(entry: CollectionEntrySeed, locale: Locale): Values {
  return { ...entry.shared, ...entry.locales?.[locale] };
}

function entriesOf(uid: string, locale: Locale, dataset: Dataset = demoDataset()): Values[] {
  return (dataset.collections[uid] ?? [])
    .filter((entry) => entry.locales?.[locale])
    .map((entry) => valuesOf(entry, locale));
}

function byOrder(entries: Values[]): Values[] {
  return [...entries].sort((a, b) => Number(a.order) - Number(b.order));
}

function single(
  uid: string,
  locale: Locale,
): { title: string; intro: string; seo: { metaTitle: string; metaDescription: string } } {
  return (demoDataset().singles[uid] as Record<Locale, never>)[locale];
}

const services = (locale: Locale) => byOrder(entriesOf('api::service.service', locale));
const events = (locale: Locale) => entriesOf('api::event.event', locale);
const partners = (locale: Locale) => byOrder(entriesOf('api::partner.partner', locale));
const certificates = (locale: Locale) => entriesOf('api::certificate.certificate', locale);
const guideArticles = (locale: Locale) => byOrder(entriesOf('api::guide-article.guide-article', locale));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The page's text with React's and the head's escapes undone, for plain string checks. */
function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_match, entity: string) => ENTITIES[entity]);
}

function head(html: string) {
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? ''),
  };
}

function h1(html: string): string {
  return decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
}

/** The positions of each text in the page: increasing when they appear in that order. */
function positions(html: string, texts: string[]): number[] {
  const text = decode(html);
  return texts.map((value) => text.indexOf(value));
}

function expectInOrder(html: string, texts: string[]) {
  const found = positions(html, texts);
  expect(found.every((position) => position >= 0)).toBe(true);
  expect(found).toEqual([...found].sort((a, b) => a - b));
}

/** The part of the page between two markers (the end marker excluded, or the end of main). */
function between(html: string, start: string, end = '</main>'): string {
  const from = html.indexOf(start);
  expect(from).toBeGreaterThanOrEqual(0);
  const to = html.indexOf(end, from + start.length);
  return html.slice(from, to < 0 ? undefined : to);
}

function ui(locale: Locale) {
  return resources[locale].catalogue;
}

async function get(path: string) {
  return request(site.app).get(path);
}

describe.each(LOCALES)('the services in %s', (locale) => {
  it('when /services is asked for, then it shows the page single and the six services in order as cards', async () => {
    const response = await get(localizePath('/services', locale));
    expect(response.status).toBe(200);
    const page = single('api::page-services.page-services', locale);
    expect(h1(response.text)).toBe(page.title);
    expect(decode(response.text)).toContain(page.intro);
    expect(head(response.text)).toEqual({
      title: documentTitle(page.seo.metaTitle),
      description: page.seo.metaDescription,
    });

    const list = between(response.text, 'class="services__grid"', '</ol>');
    const titles = services(locale).map((service) => String(service.title));
    expect(titles).toHaveLength(6);
    expectInOrder(list, titles);
    for (const service of services(locale)) {
      expect(list).toContain(`href="${localizePath(`/services/${service.slug}`, locale)}"`);
      expect(decode(list)).toContain(String(service.summary));
    }
    expect(list.match(/<img /g)).toHaveLength(6);
  });

  it('when /services renders its cards, then the pictures are responsive and only the first is eager', async () => {
    const response = await get(localizePath('/services', locale));
    const images = between(response.text, 'class="services__grid"', '</ol>').match(/<img [^>]+>/g) ?? [];
    expect(images.every((image) => / srcSet="[^"]+ \d+w/i.test(image) && / sizes="[^"]+"/.test(image))).toBe(
      true,
    );
    expect(images[0]).toContain('loading="eager"');
    expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true);
  });

  it.each(services(locale).map((service) => [String(service.slug), service] as const))(
    'when /services/%s is asked for, then it shows the service, its key figures, the other services and a call to contact us',
    async (slug, service) => {
      const response = await get(localizePath(`/services/${slug}`, locale));
      expect(response.status).toBe(200);
      const text = decode(response.text);
      expect(h1(response.text)).toBe(service.title);
      expect(text).toContain(String(service.summary));
      const seo = service.seo as { metaTitle: string; metaDescription: string };
      expect(head(response.text)).toEqual({
        title: documentTitle(seo.metaTitle),
        description: seo.metaDescription,
      });

      const figures = decode(between(response.text, 'class="key-figures__list"', '</dl>'));
      for (const fact of service.facts as { value: string; label: string }[]) {
        expect(figures).toContain(`<dt class="key-figures__label">${fact.label}</dt>`);
        expect(figures).toContain(`<dd class="key-figures__value">${fact.value}</dd>`);
      }
      // The Markdown body is rendered (its first heading).
      const firstHeading = /^## (.+)$/m.exec(String(service.body))?.[1];
      expect(text).toContain(`<h2>${firstHeading}</h2>`);
      expect(response.text).toMatch(/<figure class="catalogue-cover"><img [^>]*srcSet=/i);

      const others = between(response.text, 'class="other-services__list"', '</ul>');
      const otherServices = services(locale).filter((other) => other.slug !== slug);
      expectInOrder(
        others,
        otherServices.map((other) => String(other.title)),
      );
      expect(others).not.toContain(`href="${localizePath(`/services/${slug}`, locale)}"`);

      const call = between(response.text, 'class="service-cta"', '</section>');
      expect(call).toContain(`href="${localizePath('/contacts', locale)}"`);
      expect(decode(call)).toContain(ui(locale).services.ctaButton);
    },
  );
});

describe('a service missing in a locale', () => {
  let partial: TestSite;

  beforeAll(async () => {
    const dataset = structuredClone(demoDataset());
    const goldenVisa = dataset.collections['api::service.service'].find(
      (entry) => entry.$key === 'golden-visa',
    );
    delete goldenVisa!.locales!.el;
    partial = await startTestSite({ dataset });
  });

  afterAll(() => partial.close());

  it('when its page is asked for in that locale, then it is a 404, and it is not listed there', async () => {
    const missing = await request(partial.app).get('/el/services/golden-visa');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('This page could not be found');
    const index = await request(partial.app).get('/el/services');
    expect(index.status).toBe(200);
    const cards = between(index.text, 'class="services__grid"', '</ol>');
    expect(cards).not.toContain('href="/el/services/golden-visa"');
    expect(cards).toContain('href="/el/services/investment"');
  });

  it('when its page is asked for in another locale, then it is still there', async () => {
    const present = await request(partial.app).get('/ru/services/golden-visa');
    expect(present.status).toBe(200);
    expect(h1(present.text)).toBe('Золотая виза');
    const others = await request(partial.app).get('/el/services/investment');
    expect(between(others.text, 'class="other-services__list"', '</ul>')).not.toContain(
      'href="/el/services/golden-visa"',
    );
  });
});

describe.each(LOCALES)('the events in %s', (locale) => {
  const formatDate = (iso: unknown) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Athens',
    }).format(new Date(String(iso)));

  function grouped() {
    const now = Date.now();
    const time = (event: Values) => Date.parse(String(event.date));
    return {
      upcoming: events(locale)
        .filter((event) => time(event) >= now)
        .sort((a, b) => time(a) - time(b)),
      past: events(locale)
        .filter((event) => time(event) < now)
        .sort((a, b) => time(b) - time(a)),
    };
  }

  it('when /events is asked for, then upcoming events come first in their own group, then past ones newest first', async () => {
    const response = await get(localizePath('/events', locale));
    expect(response.status).toBe(200);
    const page = single('api::page-events.page-events', locale);
    expect(h1(response.text)).toBe(page.title);
    expect(head(response.text)).toEqual({
      title: documentTitle(page.seo.metaTitle),
      description: page.seo.metaDescription,
    });

    const { upcoming, past } = grouped();
    // The demo's dates are fixed, so which group an event falls in depends on today's date.
    expect(upcoming.length + past.length).toBe(events(locale).length);
    const upcomingSection = between(response.text, 'id="events-upcoming"', 'id="events-past"');
    const pastSection = between(response.text, 'id="events-past"');
    expect(decode(upcomingSection)).toContain(ui(locale).events.upcoming);
    expect(decode(pastSection)).toContain(ui(locale).events.past);
    expectInOrder(
      upcomingSection,
      upcoming.map((event) => String(event.title)),
    );
    expectInOrder(
      pastSection,
      past.map((event) => String(event.title)),
    );
    for (const event of past) expect(decode(upcomingSection)).not.toContain(String(event.title));
    for (const event of upcoming) expect(decode(pastSection)).not.toContain(String(event.title));
  });

  it('when /events lists dates, then they are written in the locale with Intl and marked up as times', async () => {
    const response = await get(localizePath('/events', locale));
    for (const event of events(locale)) {
      expect(decode(response.text)).toContain(
        `<time dateTime="${event.date}">${formatDate(event.date)}</time>`,
      );
    }
    const known = { en: '12 April 2025', ru: '12 апреля 2025 г.', el: '12 Απριλίου 2025' }[locale];
    expect(response.text).toContain(known);
  });

  it.each(events(locale).map((event) => [String(event.alias), event] as const))(
    'when /events/%s is asked for, then it shows the event with its cover, date, place and body',
    async (alias, event) => {
      const response = await get(localizePath(`/events/${alias}`, locale));
      expect(response.status).toBe(200);
      const text = decode(response.text);
      expect(h1(response.text)).toBe(event.title);
      expect(head(response.text)).toEqual({
        title: documentTitle(String(event.title)),
        description: event.summary,
      });
      expect(text).toContain(`<time dateTime="${event.date}">${formatDate(event.date)}</time>`);
      expect(text).toContain(`<dd>${event.place}</dd>`);
      expect(response.text).toMatch(
        /<figure class="catalogue-cover"><img [^>]*srcSet="[^"]+" sizes="100vw"[^>]*loading="eager"/i,
      );
      const firstParagraph = String(event.body).split('\n')[0].slice(0, 40);
      expect(text).toContain(firstParagraph);
      expect(response.text).toContain(`href="${localizePath('/events', locale)}"`);
    },
  );
});

describe.each(LOCALES)('the partners in %s', (locale) => {
  it('when /partners is asked for, then the partners are listed in order with logo, name and description', async () => {
    const response = await get(localizePath('/partners', locale));
    expect(response.status).toBe(200);
    const page = single('api::page-partners.page-partners', locale);
    expect(h1(response.text)).toBe(page.title);
    expect(head(response.text)).toEqual({
      title: documentTitle(page.seo.metaTitle),
      description: page.seo.metaDescription,
    });
    const list = between(response.text, 'class="partners__grid"', '</ul>');
    expectInOrder(
      list,
      partners(locale).map((partner) => String(partner.name)),
    );
    for (const partner of partners(locale)) expect(decode(list)).toContain(String(partner.description));
    const logos = list.match(/<img [^>]*src="[^"]+\.svg"[^>]*>/g) ?? [];
    expect(logos).toHaveLength(partners(locale).length);
    expect(logos.every((logo) => logo.includes('loading="lazy"') && / width="\d+"/.test(logo))).toBe(true);
  });

  it('when a partner links to its website, then the link opens in a new tab with rel="noopener noreferrer"', async () => {
    const response = await get(localizePath('/partners', locale));
    for (const partner of partners(locale)) {
      const link = new RegExp(`<a [^>]*href="${String(partner.url).replace(/[.]/g, '\\.')}"[^>]*>`).exec(
        response.text,
      )?.[0];
      expect(link).toBeDefined();
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
  });
});

describe.each(LOCALES)('the certificates in %s', (locale) => {
  const fileSize = (key: unknown) =>
    new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(demoDataset().media.find((media) => media.key === key)!.size);

  it('when /certificates is asked for, then each certificate shows its image, title, issuer, year, description and PDF', async () => {
    const response = await get(localizePath('/certificates', locale));
    expect(response.status).toBe(200);
    const page = single('api::page-certificates.page-certificates', locale);
    expect(h1(response.text)).toBe(page.title);
    expect(head(response.text)).toEqual({
      title: documentTitle(page.seo.metaTitle),
      description: page.seo.metaDescription,
    });

    const list = between(response.text, 'class="certificates__grid"', '</ul>');
    const items = list.split('<li>').slice(1);
    expect(items).toHaveLength(certificates(locale).length);
    certificates(locale).forEach((certificate, index) => {
      const item = decode(items[index]);
      expect(item).toContain(`<h3 class="certificate__title">${certificate.title}</h3>`);
      expect(item).toContain(`<dd>${certificate.issuer}</dd>`);
      expect(item).toContain(`<dd>${certificate.year}</dd>`);
      expect(item).toContain(String(certificate.description));
      expect(item).toMatch(/<img [^>]*srcSet="[^"]+"[^>]*loading="lazy"/i);
      expect(item).toMatch(/href="http:\/\/media\.test\/uploads\/[^"]+\.pdf"/);
      expect(item).toContain(ui(locale).certificates.download);
      expect(item).toContain(`<span class="certificate__size">PDF, ${fileSize(certificate.file)}</span>`);
    });
  });
});

describe.each(LOCALES)('the guide in %s', (locale) => {
  it('when /business-in-greece is asked for, then the eight articles are a numbered list in order', async () => {
    const response = await get(localizePath('/business-in-greece', locale));
    expect(response.status).toBe(200);
    const page = single('api::page-business-in-greece.page-business-in-greece', locale);
    expect(h1(response.text)).toBe(page.title);
    expect(head(response.text)).toEqual({
      title: documentTitle(page.seo.metaTitle),
      description: page.seo.metaDescription,
    });

    const list = between(response.text, '<ol class="guide__list">', '</ol>');
    const articles = guideArticles(locale);
    expect(articles).toHaveLength(8);
    expectInOrder(
      list,
      articles.map((article) => String(article.title)),
    );
    const numbers = [...list.matchAll(/class="entry-card__number"[^>]*>(\d+)</g)].map((match) => match[1]);
    expect(numbers).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
    for (const article of articles) {
      expect(list).toContain(`href="${localizePath(`/business-in-greece/${article.url}`, locale)}"`);
    }
  });

  it.each(guideArticles(locale).map((article, index) => [String(article.url), index] as const))(
    'when /business-in-greece/%s is asked for, then it shows the article, its contents and its neighbours',
    async (url, index) => {
      const articles = guideArticles(locale);
      const article = articles[index];
      const response = await get(localizePath(`/business-in-greece/${url}`, locale));
      expect(response.status).toBe(200);
      const text = decode(response.text);
      expect(h1(response.text)).toBe(article.title);
      expect(text).toContain(String(article.summary));
      // The articles' own words for search engines (their SEO fields), as the services'.
      const seo = article.seo as { metaTitle: string; metaDescription: string };
      expect(head(response.text)).toEqual({
        title: documentTitle(seo.metaTitle),
        description: seo.metaDescription,
      });

      const headings = [...String(article.body).matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      const contents = between(response.text, 'class="guide-contents__list"', '</ol>');
      expectInOrder(contents, headings);
      for (const id of [...contents.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])) {
        expect(response.text).toContain(`<h2 id="${id}">`);
      }

      const previous = articles[index - 1];
      const next = articles[index + 1];
      const pager = between(response.text, 'class="guide-pager', '</nav>');
      const linkTo = (rel: string) => new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(pager)?.[0];
      if (previous)
        expect(linkTo('prev')).toContain(
          `href="${localizePath(`/business-in-greece/${previous.url}`, locale)}"`,
        );
      else expect(linkTo('prev')).toBeUndefined();
      if (next)
        expect(linkTo('next')).toContain(`href="${localizePath(`/business-in-greece/${next.url}`, locale)}"`);
      else expect(linkTo('next')).toBeUndefined();
    },
  );
});

describe('events around today', () => {
  let dated: TestSite;
  const day = 24 * 60 * 60 * 1000;
  // Days from now of the demo's events, in the demo's order: two to come, four gone.
  const offsets = [-400, 45, -10, 5, -90, -30];

  beforeAll(async () => {
    const dataset = structuredClone(demoDataset());
    dataset.collections['api::event.event'].forEach((entry, index) => {
      entry.shared = { ...entry.shared, date: new Date(Date.now() + offsets[index] * day).toISOString() };
    });
    dated = await startTestSite({ dataset });
  });

  afterAll(() => dated.close());

  it('when some events are still to come, then they are listed first, soonest first, and the others after, newest first', async () => {
    const response = await request(dated.app).get('/el/events');
    const titles = demoDataset().collections['api::event.event'].map((entry) =>
      String(entry.locales?.el?.title),
    );
    const byOffset = (order: number[]) => order.map((offset) => titles[offsets.indexOf(offset)]);
    const upcoming = between(response.text, 'id="events-upcoming"', 'id="events-past"');
    const past = between(response.text, 'id="events-past"');
    expectInOrder(upcoming, byOffset([5, 45]));
    expectInOrder(past, byOffset([-10, -30, -90, -400]));
    expect(decode(upcoming)).not.toContain(titles[offsets.indexOf(-10)]);
    expect(decode(past)).not.toContain(titles[offsets.indexOf(5)]);
    expect(decode(upcoming)).toContain(ui('el').events.upcoming);
  });

  it('when an event is still to come, then its page says so; when it is over, then its page says that', async () => {
    const aliases = demoDataset().collections['api::event.event'].map((entry) => String(entry.shared?.alias));
    const soon = await request(dated.app).get(`/ru/events/${aliases[offsets.indexOf(5)]}`);
    expect(decode(soon.text)).toContain(`event__status--upcoming">${ui('ru').events.upcomingBadge}<`);
    const over = await request(dated.app).get(`/ru/events/${aliases[offsets.indexOf(-10)]}`);
    expect(decode(over.text)).toContain(`event__status--past">${ui('ru').events.pastBadge}<`);
  });

  it('when no event is to come, then the upcoming group says so', async () => {
    const dataset = structuredClone(demoDataset());
    dataset.collections['api::event.event'].forEach((entry, index) => {
      entry.shared = { ...entry.shared, date: new Date(Date.now() - (index + 1) * day).toISOString() };
    });
    const past = await startTestSite({ dataset });
    try {
      const response = await request(past.app).get('/events');
      expect(response.status).toBe(200);
      expect(between(response.text, 'id="events-upcoming"', 'id="events-past"')).toContain(
        `<p class="events__empty">${ui('en').events.noUpcoming}</p>`,
      );
    } finally {
      await past.close();
    }
  });
});

describe('pages that do not exist', () => {
  it.each([
    '/events/no-such-event',
    '/ru/events/no-such-event',
    '/business-in-greece/no-such-guide',
    '/el/business-in-greece/no-such-guide',
  ])('when %s is asked for, then it is a 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.text).toContain('This page could not be found');
  });
});

describe.each(LOCALES)('the home page in %s', (locale) => {
  const slides = () =>
    (demoDataset().singles['api::home-page.home-page'] as Record<Locale, { slides: { title: string }[] }>)[
      locale
    ].slides;

  it('when / is asked for, then every slide is there in order, each picture sized to cover the viewport and held back until the text is drawn', async () => {
    const response = await get(localizePath('/', locale));
    expect(response.status).toBe(200);
    const titles = [...response.text.matchAll(/<h[12] class="slide__title">([^<]*)<\/h[12]>/g)].map((match) =>
      decode(match[1]),
    );
    expect(titles).toEqual(slides().map((slide) => slide.title));
    const images = [...response.text.matchAll(/<img class="slide__image[" ][^>]*>/g)].map(
      (match) => match[0],
    );
    expect(images).toHaveLength(slides().length);
    // The first screen paints its text largest (a picture covering the whole screen is no candidate):
    // even the first slide's picture waits for that paint, so it never takes the text's bandwidth.
    images.forEach((image) => {
      expect(image).toContain('sizes="(max-aspect-ratio: 16/9) 178vh, 100vw"');
      expect(image).toContain('loading="lazy"');
      expect(image).toContain('data-after-first-paint=""');
      expect(image).not.toContain('fetchpriority');
    });
  });
});
