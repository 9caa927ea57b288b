import escapeHtml from 'escape-html';
import { localizePath } from '../../src/navigation/paths';
import type { MailConfig, MailRoute } from '../config';
import { pageOf, propertyLine } from '../contact/enquiry-property';
import type { StoredEnquiry } from '../contact/enquiry-outbox';
import { acknowledgementTexts, languageName, noticeLabels, propertyReference } from './mail-texts';
import { describeViewing } from '../contact/viewing-text';

/** The two messages of an enquiry: the company's notice and the visitor's acknowledgement. */
export const MAIL_KINDS = ['notice', 'acknowledgement'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A message ready for the SMTP transport. */
export interface ComposedMail {
  /** `<key@domain>`: the same message composed twice has the same id. */
  messageId: string;
  from: string;
  to: string[];
  replyTo: string | string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The idempotency key of one message of one enquiry. */
export function mailKey(requestId: string, kind: MailKind): string {
  return `${requestId}.${kind}`;
}

/**
 * Where an enquiry goes: the route of the longest page prefix it came from, else the route of its
 * language, else ENQUIRY_MAIL_TO.
 */
export function companyRecipients(enquiry: StoredEnquiry, config: Pick<MailConfig, 'to' | 'routes'>) {
  const byPage = config.routes
    .filter((route): route is Extract<MailRoute, { page: string }> => 'page' in route)
    .filter((route) => enquiry.page !== null && isUnder(enquiry.page, route.page))
    .sort((a, b) => b.page.length - a.page.length)[0];
  if (byPage) return byPage.to;
  const byLanguage = config.routes.find((route) => 'language' in route && route.language === enquiry.locale);
  return byLanguage?.to ?? config.to;
}

function isUnder(page: string, prefix: string): boolean {
  return prefix === '/' || page === prefix || page.startsWith(`${prefix}/`);
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim();
}

/** One line of header text: no line breaks or runs of spaces from what a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export interface ComposeOptions {
  mail: Pick<MailConfig, 'from' | 'to' | 'routes'>;
  /** The site's public origin, for the address of the page the enquiry came from. */
  publicUrl: string;
}

export function composeMail(kind: MailKind, enquiry: StoredEnquiry, options: ComposeOptions): ComposedMail {
  const messageId = `<${mailKey(enquiry.requestId, kind)}@${senderDomain(options.mail.from)}>`;
  const headers = { 'X-Enquiry-Id': enquiry.requestId, 'Auto-Submitted': 'auto-generated' };
  return kind === 'notice'
    ? { messageId, headers, ...notice(enquiry, options) }
    : { messageId, headers, ...acknowledgement(enquiry, options) };
}

function visitor(enquiry: StoredEnquiry) {
  return { name: oneLine(enquiry.name), address: enquiry.email };
}

function notice(enquiry: StoredEnquiry, { mail, publicUrl }: ComposeOptions) {
  const labels = noticeLabels();
  const language = languageName(enquiry.locale);
  const pageUrl = enquiry.page ? `${publicUrl}${localizePath(enquiry.page, enquiry.locale)}` : null;
  const about = oneLine(enquiry.subject ?? '');
  const { property, viewing } = enquiry;
  const isProject = property?.kind === 'project';
  const propertyUrl = property && `${publicUrl}${localizePath(pageOf(property), enquiry.locale)}`;
  const rows: Array<[string, string]> = [
    [labels.name, enquiry.name],
    [labels.email, enquiry.email],
    [labels.phone, enquiry.phone || labels.none],
    [labels.language, `${language} (${enquiry.locale})`],
    [labels.page, pageUrl ?? labels.none],
    ...(property
      ? ([
          [isProject ? labels.project : labels.property, propertyLine(property)],
          [isProject ? labels.projectPage : labels.propertyPage, propertyUrl],
        ] as Array<[string, string]>)
      : about
        ? [[labels.about, about] as [string, string]]
        : []),
    ...(viewing ? [[labels.viewing, describeViewing(viewing, 'en')] as [string, string]] : []),
    [labels.received, receivedAt(enquiry.receivedAt)],
    [labels.id, enquiry.requestId],
  ];
  const text = [
    labels.heading,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${labels.message}:`,
    enquiry.message,
    '',
    labels.replyHint,
    '',
  ].join('\n');
  const html = document(
    'en',
    [
      `<h1 style="font-size:18px">${escapeHtml(labels.heading)}</h1>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<h2 style="font-size:16px">${escapeHtml(labels.message)}</h2>`,
      paragraph(enquiry.message),
      `<p>${escapeHtml(labels.replyHint)}</p>`,
    ].join('\n'),
  );
  return {
    from: mail.from,
    to: companyRecipients(enquiry, mail),
    replyTo: formatAddress(visitor(enquiry)),
    subject: oneLine(labels.subject(enquiry.name, language, about || (enquiry.page ?? ''))),
    text,
    html,
  };
}

/** The property as the visitor knows it: its title, reference and address in their language. */
function propertyForVisitor(enquiry: StoredEnquiry): string | null {
  const { property } = enquiry;
  if (!property) return null;
  if (property.kind === 'project') {
    return property.state === 'found' ? [property.title, property.address].filter(Boolean).join(', ') : null;
  }
  const ref = propertyReference(enquiry.locale, property.reference);
  if (property.state !== 'found') return ref;
  return [`${property.title} (${ref})`, property.address].filter(Boolean).join(', ');
}

function acknowledgement(enquiry: StoredEnquiry, { mail }: ComposeOptions) {
  const texts = acknowledgementTexts(enquiry.locale);
  const name = oneLine(enquiry.name);
  const property = propertyForVisitor(enquiry);
  const about = property || enquiry.property ? '' : oneLine(enquiry.subject ?? '');
  const propertyLabel = enquiry.property?.kind === 'project' ? texts.yourProject : texts.yourProperty;
  const viewing = enquiry.viewing ? describeViewing(enquiry.viewing, enquiry.locale) : null;
  const facts: Array<[string, string]> = [
    ...(property ? [[propertyLabel, property] as [string, string]] : []),
    ...(about ? [[texts.yourSubject, about] as [string, string]] : []),
    ...(viewing ? [[texts.yourViewing, viewing] as [string, string]] : []),
  ];
  const text = [
    texts.greeting(name),
    '',
    texts.received,
    '',
    ...facts.flatMap(([label, value]) => [`${label} ${value}`, '']),
    texts.yourMessage,
    enquiry.message,
    '',
    texts.replyHint,
    texts.notYou,
    '',
    texts.signature,
    '',
  ].join('\n');
  const html = document(
    enquiry.locale,
    [
      `<p>${escapeHtml(texts.greeting(name))}</p>`,
      `<p>${escapeHtml(texts.received)}</p>`,
      ...facts.map(([label, value]) => `<p>${escapeHtml(label)} ${escapeHtml(value)}</p>`),
      `<p>${escapeHtml(texts.yourMessage)}</p>`,
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${paragraph(enquiry.message)}</blockquote>`,
      `<p>${escapeHtml(texts.replyHint)}<br>${escapeHtml(texts.notYou)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join('\n'),
  );
  return {
    from: mail.from,
    to: [formatAddress(visitor(enquiry))],
    // The visitor's reply reaches the people the notice went to.
    replyTo: companyRecipients(enquiry, mail),
    subject: texts.subject,
    text,
    html,
  };
}

/** `"Name" <address>`, the name quoted so that nothing in it reads as another address. */
function formatAddress({ name, address }: { name: string; address: string }): string {
  return `"${name.replace(/["\\]/g, '')}" <${address}>`;
}

function paragraph(text: string): string {
  return `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;
}

function document(lang: string, body: string): string {
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"></head><body>\n${body}\n</body></html>\n`;
}

/** The time of arrival in UTC and in Athens, where the company is. */
function receivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const athens = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Athens',
  }).format(date);
  return `${athens} (Athens), ${iso}`;
}
