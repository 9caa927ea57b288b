import { z } from 'zod';
import type { ServiceSlug } from '@dkg/content-model';
import type { Locale } from '../../i18n/locales';
import type { SearchHit } from '../site-search';
import { href } from '../../navigation/href';
import { contentRequest, type ContentRequest } from '../content-request.server';
import { markdownToText } from '../markdown.server';
import { collectionResponse, parseWith, text } from '../strapi.server';
import type { EditorialPage, PageType } from './page.server';

export type SearchKind = SearchHit['kind'];

/** One searchable thing of a locale: what the site search indexes and links to. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** Plain text the excerpt is cut from (summary and body without Markdown). */
  text: string;
  /** Searchable but secondary text (an address, a place). */
  keywords: string;
  /** Locale-neutral path of the result. */
  href: string;
  /** The reference number a property's page shows ("Ref. 1001"): a search for it finds the property. */
  reference?: number;
}

export interface SearchDocumentPage {
  documents: SearchDocument[];
  pageCount: number;
}

type DocumentFields = Omit<SearchDocument, 'id' | 'kind'>;

interface CollectionAnswer<T> {
  data: Array<{ id: number; attributes: T }>;
  meta?: { pagination?: { pageCount?: number } };
}

/** Strapi caps a page at 100 entries; the search asks for whole collections page by page. */
const PAGE_SIZE = 100;

const slug = z
  .string()
  .nullish()
  .transform((value) => value || null);
const reference = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

/**
 * The text of a Markdown body for excerpts: headings end as sentences (they would otherwise run into
 * the next paragraph), and inline markup leaves no space before punctuation ("Golden Visa ;").
 */
function plainText(markdown: string): string {
  const headingsAsSentences = markdown.replace(/^(#{1,6}[ \t].*[^\s.!?:;…])[ \t]*$/gm, '$1.');
  return markdownToText(headingsAsSentences)
    .replace(/\s+(?=[.,;:!?)\]»”])/g, '')
    .replace(/([([«“])\s+/g, '$1');
}

function joinText(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function collectionSource<T extends z.ZodType>(options: {
  kind: SearchKind;
  path: string;
  tags: readonly string[];
  fields: readonly string[];
  populate?: Record<string, unknown>;
  attributes: T;
  toDocument: (attributes: z.output<T>) => DocumentFields | null;
}) {
  const schema = collectionResponse(options.attributes);
  return (locale: Locale, page: number): ContentRequest<SearchDocumentPage> =>
    contentRequest({
      path: options.path,
      query: {
        locale,
        fields: options.fields,
        ...(options.populate ? { populate: options.populate } : {}),
        pagination: { page, pageSize: PAGE_SIZE },
      },
      tags: options.tags,
      parse: (body): SearchDocumentPage => {
        // The generic schema loses its attribute type through zod's inference; the shape is the one checked.
        const answer = parseWith(schema, body, `the ${options.kind} search documents`) as CollectionAnswer<
          z.output<T>
        >;
        const documents = answer.data.flatMap(({ id, attributes }) => {
          const fields = options.toDocument(attributes);
          return fields ? [{ id: `${options.kind}-${id}`, kind: options.kind, ...fields }] : [];
        });
        return { documents, pageCount: answer.meta?.pagination?.pageCount ?? 1 };
      },
    });
}

const services = collectionSource({
  kind: 'service',
  path: '/api/services',
  tags: ['api::service.service'],
  fields: ['slug', 'title', 'summary', 'body'],
  attributes: z.object({ slug, title: text, summary: text, body: text }),
  toDocument: (service) =>
    service.slug
      ? {
          title: service.title,
          text: joinText(service.summary, plainText(service.body)),
          keywords: '',
          href: href(`services-${service.slug as ServiceSlug}`, {}),
        }
      : null,
});

const properties = collectionSource({
  kind: 'property',
  path: '/api/properties',
  tags: ['api::property.property'],
  fields: ['reference', 'title', 'address', 'description'],
  attributes: z.object({ reference, title: text, address: text, description: text }),
  toDocument: (property) =>
    property.reference === null
      ? null
      : {
          title: property.title,
          text: plainText(property.description),
          keywords: property.address,
          href: href('properties-id', { id: property.reference }),
          reference: property.reference,
        },
});

const categoryRelation = z
  .object({ data: z.object({ attributes: z.object({ slugId: slug }) }).nullable() })
  .nullish()
  .transform((value) => value?.data?.attributes.slugId ?? null);

const projects = collectionSource({
  kind: 'project',
  path: '/api/projects',
  tags: ['api::project.project', 'api::project-category.project-category'],
  fields: ['reference', 'title', 'location', 'summary', 'description'],
  populate: { category: { fields: ['slugId'] } },
  attributes: z.object({
    reference,
    title: text,
    location: text,
    summary: text,
    description: text,
    category: categoryRelation,
  }),
  toDocument: (project) =>
    project.reference === null
      ? null
      : {
          title: project.title,
          text: joinText(project.summary, plainText(project.description)),
          keywords: project.location,
          href: project.category
            ? href('dkg-projects-category-id', { category: project.category, id: project.reference })
            : href('dkg-projects', {}),
        },
});

const events = collectionSource({
  kind: 'event',
  path: '/api/events',
  tags: ['api::event.event'],
  fields: ['alias', 'title', 'place', 'summary', 'body'],
  attributes: z.object({ alias: slug, title: text, place: text, summary: text, body: text }),
  toDocument: (event) =>
    event.alias
      ? {
          title: event.title,
          text: joinText(event.summary, plainText(event.body)),
          keywords: event.place,
          href: href('events-alias', { alias: event.alias }),
        }
      : null,
});

const guideArticles = collectionSource({
  kind: 'guide',
  path: '/api/guide-articles',
  tags: ['api::guide-article.guide-article'],
  fields: ['url', 'title', 'summary', 'body'],
  attributes: z.object({ url: slug, title: text, summary: text, body: text }),
  toDocument: (article) =>
    article.url
      ? {
          title: article.title,
          text: joinText(article.summary, plainText(article.body)),
          keywords: '',
          href: href('business-in-greece-url', { url: article.url }),
        }
      : null,
});

// A partner's own url is external: its result leads to the partners page.
const partners = collectionSource({
  kind: 'partner',
  path: '/api/partners',
  tags: ['api::partner.partner'],
  fields: ['name', 'description'],
  attributes: z.object({ name: text, description: text }),
  toDocument: (partner) => ({
    title: partner.name,
    text: partner.description,
    keywords: '',
    href: href('partners', {}),
  }),
});

/** The collections the site search indexes; each answers one page of a locale's entries. */
export const searchCollectionRequests = [
  services,
  properties,
  projects,
  events,
  guideArticles,
  partners,
] as const;

/** Where each editorial page single is shown. */
const editorialPagePaths: Record<PageType, string> = {
  'page-about': href('about', {}),
  'page-construction': href('construction', {}),
  'page-privacy-policy': href('privacy-policy', {}),
  'page-terms-of-use': href('terms-of-use', {}),
  'page-services': href('services', {}),
  'page-partners': href('partners', {}),
  'page-certificates': href('certificates', {}),
  'page-properties': href('properties', {}),
  'page-events': href('events', {}),
  'page-business-in-greece': href('business-in-greece', {}),
  'page-contacts': href('contacts', {}),
  'page-projects': href('dkg-projects', {}),
  'page-projects-old': href('dkg-projects-old', {}),
};

/** An editorial page single (loaded with the pages' own request, so both share the cache) as a document. */
export function editorialSearchDocument(type: PageType, page: EditorialPage): SearchDocument {
  return {
    id: type,
    kind: 'page',
    title: page.title,
    text: joinText(page.intro, plainText(page.body)),
    keywords: '',
    href: editorialPagePaths[type],
  };
}
