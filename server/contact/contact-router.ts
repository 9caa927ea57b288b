import { createHash, randomUUID } from 'node:crypto';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import {
  CONTACT_FORM_ID,
  outcomeQuery,
  type ContactDraft,
  type FailureReason,
  type ReturnedOutcome,
} from '../../src/components/contact-form/contact-protocol';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import {
  CONTACT_FIELDS,
  contactRules,
  isContactField,
  type ContactField,
  type ContactValues,
} from '../../src/validation/contact-rules';
import type { FormErrors } from '../../src/validation/rules';
import { loaderText } from '../../src/i18n/loader-text';
import type { Logger } from '../logger';
import { checkContactBody, localPagePath, type SubmissionErrors } from './contact-body';
import {
  propertyLine,
  resolveProperty,
  type CatalogueLookups,
  type LookupProperty,
} from './enquiry-property';
import type { Outbox, StoredEnquiry } from './enquiry-outbox';
import { forgetDraft, keepDraft } from './returned-draft';

export interface RateLimitOptions {
  /** Enquiries accepted from one address per window. */
  limit: number;
  windowMs: number;
}

const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 5, windowMs: 10 * 60_000 };

export interface ContactDependencies {
  outbox: Outbox;
  /** Queues the e-mail of each enquiry stored (none unless given): server/mail's queue. */
  mail?: { enqueue(enquiry: StoredEnquiry): Promise<void> };
  /** Told after an enquiry is stored (the forwarder then sends it at once). */
  onStored: () => void;
  rateLimit?: RateLimitOptions;
  /** Where the limit is counted: this process unless given (the replicas' Redis). */
  rateLimitStore?: Store;
  /** Finds the property or project an enquiry names by its reference (the content pipeline unless given). */
  lookups?: CatalogueLookups;
}

/**
 * Answers a form post with the page the form is on (a localized URL), showing the form as it came
 * back: the page service renders it.
 */
export type FormPageAnswer = (
  req: Request,
  res: Response,
  url: string,
  answer: { status: number; actionData: ContactDraft },
) => Promise<void>;

/** A catalogue that is not asked knows nothing. */
const notInCatalogue: LookupProperty = async () => null;

/** Room for a 2000-character message in Greek or Russian, form-encoded, and the other fields. */
const BODY_LIMIT = '16kb';

type JsonErrors = Partial<Record<string, string>>;

/**
 * `POST /api/contact`: checks an enquiry with the form's own rules, stores it durably in the outbox,
 * queues its e-mail, and only then answers 202. A form sent without JavaScript gets a 303 back to its page instead, with
 * the outcome in the query string.
 */
export function createContactRouter({
  outbox,
  mail,
  onStored,
  rateLimit: limits = DEFAULT_RATE_LIMIT,
  rateLimitStore,
  lookups = {},
  logger,
}: ContactDependencies & { logger: Logger }): Router {
  const translate = (errors: Partial<Record<string, string>>, locale: Locale): JsonErrors => {
    const t = loaderText(locale, 'common');
    return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key ?? '')]));
  };

  /**
   * A form sent without JavaScript that is refused goes back to its page (post/redirect/get): the
   * reason in the query, the form's anchor in view, what was typed in a cookie of that page (see
   * returned-draft.ts); nothing typed is lost, and a reload does not post again.
   */
  const giveBack = async (
    req: Request,
    res: Response,
    target: { locale: Locale; page: string },
    outcome: ContactDraft['outcome'],
  ) => {
    const pagePath = localizePath(target.page, target.locale);
    keepDraft(req, res, pagePath, typedValues(req.body));
    returnTo(res, target.locale, target.page, outcome);
  };

  const fail = async (
    req: Request,
    res: Response,
    status: number,
    reason: FailureReason | 'malformed' | 'tooLarge',
  ) => {
    const body = req.body as Record<string, unknown> | undefined;
    const locale = isLocale(body?.locale) ? body.locale : DEFAULT_LOCALE;
    const page = localPagePath(body?.page);
    if (isFormPost(req) && page && (reason === 'busy' || reason === 'unavailable')) {
      await giveBack(req, res, { locale, page }, { kind: 'failed', reason });
      return;
    }
    res.status(status).json({ errors: translate({ form: `contact:errors.${reason}` }, locale) });
  };

  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    // Only accepted enquiries count: a visitor correcting the form is not held back.
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.accepted === true,
    handler: (req, res, next) => fail(req, res, 429, 'busy').catch(next),
  });

  const receive: RequestHandler = async (req, res) => {
    const checked = checkContactBody(req.body);
    if (!checked.ok) {
      const fieldErrors = visibleFieldErrors(checked.errors);
      if (isFormPost(req) && checked.page && fieldErrors) {
        const target = { locale: checked.locale, page: checked.page };
        await giveBack(req, res, target, { kind: 'invalid', errors: fieldErrors });
      } else {
        res.status(400).json({ errors: translate(checked.errors, checked.locale) });
      }
      return;
    }
    const { about, ...submission } = checked.submission;
    if (checked.honeypot) {
      logger.info(
        { page: submission.page },
        'contact form trap was filled; answered as accepted, nothing stored',
      );
    } else {
      // The property or project is named by what the content says of its reference, never by what
      // was posted.
      const property =
        about === null
          ? null
          : await resolveProperty(lookups[about.kind] ?? notInCatalogue, submission.locale, about, (error) =>
              logger.warn({ err: error, about }, 'what an enquiry is about could not be looked up'),
            );
      const enquiry = {
        ...submission,
        subject: property ? propertyLine(property) : submission.subject,
        property,
        requestId: enquiryId(req.get('x-request-id'), checked.submission),
        receivedAt: new Date().toISOString(),
      };
      try {
        await outbox.add(enquiry);
      } catch (error) {
        logger.error({ err: error, outbox: outbox.where }, 'contact request could not be stored');
        await fail(req, res, 503, 'unavailable');
        return;
      }
      // Queued durably before the answer, once the enquiry itself is stored: a queue that fails costs
      // the mail (logged), never the enquiry.
      await mail?.enqueue(enquiry).catch((error: unknown) => {
        logger.error({ err: error, requestId: enquiry.requestId }, 'enquiry mail could not be queued');
      });
      logger.info(
        { requestId: enquiry.requestId, locale: enquiry.locale, page: enquiry.page },
        'contact request stored',
      );
      onStored();
    }
    res.locals.accepted = true;
    if (isFormPost(req) && submission.page) {
      forgetDraft(req, res, localizePath(submission.page, submission.locale));
      returnTo(res, submission.locale, submission.page, { kind: 'sent' });
    } else res.status(202).json({ accepted: true });
  };

  const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
    const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
    if (res.headersSent) {
      next(error);
    } else if (type === 'entity.too.large') {
      fail(req, res, 413, 'tooLarge').catch(next);
    } else if (typeof status === 'number' && status >= 400 && status < 500) {
      fail(req, res, 400, 'malformed').catch(next);
    } else {
      logger.error({ err: error }, 'contact request failed');
      fail(req, res, 503, 'unavailable').catch(next);
    }
  };

  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.post(
    '/',
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 30 }),
    limiter,
    receive,
  );
  router.all('/', (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ errors: { form: 'Method not allowed' } });
  });
  router.use(bodyErrors);
  return router;
}

function isFormPost(req: Request): boolean {
  return req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

/** The errors a visitor can see and mend in the form; null when something else is wrong. */
function visibleFieldErrors(errors: SubmissionErrors): FormErrors<ContactField> | null {
  const entries = Object.entries(errors);
  if (!entries.every(([field]) => isContactField(field))) return null;
  return Object.fromEntries(entries) as FormErrors<ContactField>;
}

/** What the visitor typed in each field of the form, as sent (text only, each within its field's bound). */
function typedValues(body: unknown): ContactValues {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = fields[field];
      const limit = contactRules[field].max ?? 2000;
      return [field, typeof value === 'string' ? value.slice(0, limit * 2) : ''];
    }),
  ) as ContactValues;
}

function returnTo(res: Response, locale: Locale, page: string, outcome: ReturnedOutcome) {
  res.redirect(303, `${localizePath(page, locale)}?${outcomeQuery(outcome)}#${CONTACT_FORM_ID}`);
}

/**
 * The enquiry's id, which the content service keeps unique. A post that carries a request id (the
 * proxy gives each visitor's request one, and keeps it when it passes the request on to another
 * replica after a failure) gets an id made of it and the enquiry, so the same post passed on twice is
 * one enquiry; any other post gets a random one.
 */
export function enquiryId(requestId: string | undefined, submission: object): string {
  if (!requestId) return randomUUID();
  const hex = createHash('sha256')
    .update(`${requestId}\n${JSON.stringify(submission)}`)
    .digest('hex');
  // Written as a name-based UUID (version 5 and RFC 4122 variant bits), like the random ones.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
