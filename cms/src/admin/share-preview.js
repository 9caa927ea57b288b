// The panel "Search and sharing" of an entry's edit view: the entry as a search result and as a shared
// link, in the language being edited, as the editor types. The title, description and picture follow
// the site's own rules (share.ts, copied from the content model) and each type's fallbacks
// (share-preview.json); both are written by `npm run cms:schema`.
import { createElement as h, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient, useForm, useQueryParams } from '@strapi/strapi/admin';
import { documentTitle, entryShare, SEO_LIMITS, SHARE_FORMAT, SHARE_IMAGE_SIZE, valueAtPath } from './share';
import types from './share-preview.json';
import sitePicture from './site-share.jpg';

const DEFAULT_LOCALE = 'en';

/** `{reference}` and the like filled with the entry's values; undefined when one is missing. */
function fill(template, values) {
  let missing = false;
  const text = template.replace(/\{([\w.]+)\}/g, (_match, field) => {
    const value = valueAtPath(values, field);
    if (value === null || value === undefined || value === '') missing = true;
    return String(value ?? '');
  });
  return missing ? undefined : text;
}

/** The entry's page path in a language, the way the site writes it (English has no prefix). */
function localizedPath(path, locale) {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The path of the entry's page from its values: a placeholder without a value ends it (its index page). */
function pathOf(template, values) {
  const segments = [];
  for (const segment of template.split('/')) {
    const filled = fill(segment, values);
    if (filled === undefined) break;
    segments.push(filled);
  }
  return segments.join('/') || '/';
}

/**
 * Where the site shows the entry: the address the CMS's preview opens (its origin is the site's), or
 * only its path while it has none (a new entry, or the preview switched off).
 */
function useSiteAddress(model, documentId, locale, fallbackPath) {
  const { get } = useFetchClient();
  const [address, setAddress] = useState(null);
  useEffect(() => {
    let cancelled = false;
    setAddress(null);
    if (!documentId) return undefined;
    get(`/content-manager/preview/url/${model}`, { params: { documentId, locale, status: 'draft' } })
      .then(({ data }) => {
        const url = data?.data?.url;
        if (!url || cancelled) return;
        const preview = new URL(url, window.location.origin);
        const path = preview.searchParams.get('url');
        if (path) setAddress({ origin: preview.origin, path });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [get, model, documentId, locale]);
  return address ?? { origin: null, path: fallbackPath };
}

/** The picture a shared link shows of a media file of the form: its share crop, or the file itself. */
function pictureUrl(file) {
  if (!file) return sitePicture;
  return file.formats?.[SHARE_FORMAT]?.url ?? file.url;
}

function Counter({ id, label, count, limit }) {
  const { formatMessage } = useIntl();
  const over = count > limit;
  return h(
    Typography,
    {
      variant: 'pi',
      textColor: over ? 'danger600' : 'neutral600',
      fontWeight: over ? 'bold' : undefined,
      'data-share-counter': id,
      'data-over': String(over),
    },
    formatMessage(
      { id: 'dkg.share.count', defaultMessage: '{label}: {count} of {limit} characters' },
      { label, count, limit },
    ),
    over
      ? ` — ${formatMessage({ id: 'dkg.share.over', defaultMessage: 'longer than search engines show' })}`
      : '',
  );
}

function Origin({ origin, kind }) {
  const { formatMessage } = useIntl();
  const texts = {
    seo: { id: 'dkg.share.from-seo', defaultMessage: 'from the SEO field' },
    entry: { id: 'dkg.share.from-entry', defaultMessage: 'from the entry (the SEO field is empty)' },
    none: { id: 'dkg.share.from-none', defaultMessage: 'empty: write one' },
  };
  const pictures = {
    seo: { id: 'dkg.share.picture-seo', defaultMessage: 'Picture: the picture for shared links' },
    entry: {
      id: 'dkg.share.picture-entry',
      defaultMessage: 'Picture: the entry’s own (no picture for shared links)',
    },
    none: { id: 'dkg.share.picture-none', defaultMessage: 'Picture: the site’s own (the entry has none)' },
  };
  return h(
    Typography,
    { variant: 'pi', textColor: 'neutral600' },
    formatMessage((kind === 'picture' ? pictures : texts)[origin]),
  );
}

function Section({ title, children }) {
  return h(
    Flex,
    { direction: 'column', alignItems: 'stretch', gap: 2 },
    h(Typography, { variant: 'sigma', textColor: 'neutral600', tag: 'h3' }, title),
    ...children,
  );
}

function SearchResult({ share, address, locale }) {
  const host = address.origin ? new URL(address.origin).host : null;
  const crumbs = [host, ...address.path.split('/').filter(Boolean)].filter(Boolean).join(' › ');
  return h(
    'div',
    {
      'data-share-preview': 'search',
      lang: locale,
      style: {
        background: '#fff',
        border: '1px solid #dcdce4',
        borderRadius: 4,
        padding: 12,
        fontFamily: 'arial, sans-serif',
      },
    },
    h('div', { style: { color: '#4d5156', fontSize: 12, overflowWrap: 'anywhere' } }, crumbs || address.path),
    h(
      'div',
      {
        'data-share-title': '',
        style: { color: '#1a0dab', fontSize: 18, lineHeight: 1.3, margin: '4px 0', overflowWrap: 'anywhere' },
      },
      documentTitle(share.title),
    ),
    h(
      'div',
      {
        'data-share-description': '',
        style: { color: '#4d5156', fontSize: 13, lineHeight: 1.5, overflowWrap: 'anywhere' },
      },
      share.description,
    ),
  );
}

function SharedLink({ share, address, locale }) {
  const host = address.origin ? new URL(address.origin).host : '';
  return h(
    'div',
    {
      'data-share-preview': 'link',
      lang: locale,
      style: {
        background: '#f0f2f5',
        border: '1px solid #dcdce4',
        borderRadius: 8,
        overflow: 'hidden',
        fontFamily: 'system-ui, sans-serif',
      },
    },
    h('img', {
      src: pictureUrl(share.image),
      alt: '',
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      style: {
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${SHARE_IMAGE_SIZE.width} / ${SHARE_IMAGE_SIZE.height}`,
        objectFit: 'cover',
        background: '#f6f3ee',
      },
    }),
    h(
      'div',
      { style: { padding: '8px 12px' } },
      h('div', { style: { color: '#65676b', fontSize: 12, textTransform: 'uppercase' } }, host),
      h(
        'div',
        {
          style: {
            color: '#050505',
            fontSize: 15,
            fontWeight: 600,
            lineHeight: 1.3,
            overflowWrap: 'anywhere',
          },
        },
        share.title,
      ),
      h(
        'div',
        {
          style: {
            color: '#65676b',
            fontSize: 13,
            lineHeight: 1.4,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          },
        },
        share.description,
      ),
    ),
  );
}

function SharePreview({ model, documentId }) {
  const { formatMessage } = useIntl();
  const values = useForm('SharePreview', (state) => state.values, false) ?? {};
  const [{ query }] = useQueryParams();
  const locale = query?.plugins?.i18n?.locale ?? DEFAULT_LOCALE;
  const rules = types[model];
  const format = rules.titleFormat?.[locale];
  const title = format ? fill(format, values) : undefined;
  const share = entryShare(rules, values, values.seo, title);
  const address = useSiteAddress(
    model,
    documentId,
    locale,
    localizedPath(pathOf(rules.path, values), locale),
  );
  const label = (id, defaultMessage) => formatMessage({ id, defaultMessage });
  return h(
    Flex,
    { direction: 'column', alignItems: 'stretch', gap: 4, width: '100%', 'data-share-panel': '' },
    h(Section, {
      title: label('dkg.share.search', 'As a search result'),
      children: [
        h(SearchResult, { key: 'result', share, address, locale }),
        h(Counter, {
          key: 'title',
          id: 'title',
          label: label('dkg.share.title', 'Title'),
          count: documentTitle(share.title).length,
          limit: SEO_LIMITS.title,
        }),
        h(Origin, { key: 'title-origin', origin: share.origin.title }),
        h(Counter, {
          key: 'description',
          id: 'description',
          label: label('dkg.share.description', 'Description'),
          count: share.description.length,
          limit: SEO_LIMITS.description,
        }),
        h(Origin, { key: 'description-origin', origin: share.origin.description }),
      ],
    }),
    h(Section, {
      title: label('dkg.share.link', 'As a shared link'),
      children: [
        h(SharedLink, { key: 'link', share, address, locale }),
        h(Origin, { key: 'picture-origin', origin: share.origin.image, kind: 'picture' }),
      ],
    }),
  );
}

/** The panel of the types whose entries have pages (the others have none to preview). */
export function SearchAndSharingPanel({ model, documentId }) {
  const { formatMessage } = useIntl();
  if (!types[model]) return null;
  return {
    title: formatMessage({ id: 'dkg.share.panel', defaultMessage: 'Search and sharing' }),
    content: h(Box, { width: '100%' }, h(SharePreview, { model, documentId })),
  };
}
