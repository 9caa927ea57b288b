// Publishing on a schedule. From an entry's edit view an editor sets a time at which the entry is
// published or unpublished, in one language or all: a Scheduled Publication. Each CMS process keeps
// one timer for the earliest waiting schedule, loaded from the database at every start (a restart
// loses none; the overdue ones run at once) and armed again whenever a schedule is saved or removed.
// At its time a schedule is claimed by one atomic update, so that with several CMS processes it runs
// once, and run through the document service exactly as the Publish button runs: the same webhooks
// reach the site, and the same middleware records renamed addresses.
const SCHEDULE = 'api::scheduled-publication.scheduled-publication';
/** setTimeout's longest delay (2^31 − 1 ms, 24.8 days); a later time is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How often a process looks again for schedules another process saved. */
const RESYNC_MS = 60_000;
/** A schedule still running after this long was left by a process that stopped while it ran. */
const STALE_RUN_MS = 5 * 60_000;
const LANGUAGE_NAMES = { en: 'English', ru: 'Russian', el: 'Greek' };
/** Written by the CMS only: what an editor sends for them is ignored. */
const WRITTEN_BY_THE_CMS = ['state', 'note', 'entryTitle'];

/** The content type a schedule's `entryType` names (`event` → `api::event.event`). */
function uidOfEntryType(entryType) {
  return `api::${entryType}.${entryType}`;
}

function utc(time) {
  return `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function languageWords(language) {
  return language === 'all' ? 'every language' : (LANGUAGE_NAMES[language] ?? language);
}

/**
 * How long the timer waits for the earliest of the waiting schedules' times: not below zero (an
 * overdue one runs at once), not above `maxMs` (setTimeout's limit, or a shorter step to look again).
 * Null when nothing waits.
 */
function nextDelay(times, now, maxMs = MAX_TIMER_MS) {
  const instants = times.map((time) => new Date(time).getTime()).filter((instant) => !Number.isNaN(instant));
  if (instants.length === 0) return null;
  return Math.min(Math.max(Math.min(...instants) - now, 0), Math.min(maxMs, MAX_TIMER_MS));
}

/** The waiting schedules whose time has come, earliest first. */
function dueSchedules(schedules, now) {
  return schedules
    .filter((schedule) => schedule.state === 'waiting' && new Date(schedule.scheduledAt).getTime() <= now)
    .sort((a, b) => new Date(a.scheduledAt).getTime() - new Date(b.scheduledAt).getTime());
}

/**
 * The update that claims a schedule for one process: it changes the row only while it is still
 * waiting, so of several processes that try at once exactly one changes it (its count is 1).
 */
function claimQuery(schedule, now) {
  return {
    where: { id: schedule.id, state: 'waiting' },
    data: { state: 'running', note: `Started at ${utc(now)}.`, updatedAt: new Date(now) },
  };
}

/** The update that marks as failed the runs a stopped process left behind. */
function staleRunsQuery(now) {
  return {
    where: { state: 'running', updatedAt: { $lt: new Date(now - STALE_RUN_MS) } },
    data: {
      state: 'failed',
      note: 'The CMS stopped while this ran: check the entry in each language, and schedule it again if needed.',
      updatedAt: new Date(now),
    },
  };
}

/** What a schedule's run did, in words for its note; `failed` when there was nothing to publish. */
function outcome(schedule, count, now) {
  const where = `in ${languageWords(schedule.language)}`;
  if (schedule.action === 'publish') {
    return count > 0
      ? { state: 'done', note: `Published ${where} at ${utc(now)}.` }
      : { state: 'failed', note: `Nothing to publish ${where}: the entry has no such version any more.` };
  }
  return count > 0
    ? { state: 'done', note: `Unpublished ${where} at ${utc(now)}.` }
    : { state: 'done', note: `It was not on the site ${where}: nothing to unpublish (${utc(now)}).` };
}

function refuse(message) {
  // Required here, inside Strapi: the rest of this module is tested without the CMS's packages.
  const { errors } = require('@strapi/utils');
  throw new errors.ValidationError(message);
}

function isLocalized(strapi, uid) {
  return strapi.contentTypes[uid]?.pluginOptions?.i18n?.localized === true;
}

/**
 * A schedule about to be saved, checked and completed: a known entry with a version in the chosen
 * language, a time in the future, and the fields the CMS writes set by it (a new schedule waits).
 */
async function checkSchedule(strapi, params, action, now) {
  const data = { ...params.data };
  for (const field of WRITTEN_BY_THE_CMS) delete data[field];
  const current =
    action === 'update' && params.documentId
      ? await strapi.db.query(SCHEDULE).findOne({ where: { documentId: params.documentId } })
      : null;
  if (current && current.state !== 'waiting') {
    refuse(`This schedule has already run (${current.state}): make a new one instead of changing it.`);
  }
  const merged = { ...current, ...data };
  const uid = uidOfEntryType(merged.entryType);
  const type = strapi.contentTypes[uid];
  if (!type || !type.options?.draftAndPublish)
    refuse(`“${merged.entryType}” is not a type that is published.`);
  const at = new Date(merged.scheduledAt ?? NaN).getTime();
  if (Number.isNaN(at)) refuse('The time is missing: choose a date and a time.');
  if (at <= now) {
    refuse(`The time ${utc(at)} is in the past (it is now ${utc(now)}): choose a time in the future.`);
  }
  if (!['publish', 'unpublish'].includes(merged.action)) refuse('Choose whether to publish or unpublish.');
  // An entry that is the same in every language has one version for all of them.
  const language = isLocalized(strapi, uid) ? merged.language : 'all';
  if (!['en', 'ru', 'el', 'all'].includes(language)) refuse('Choose a language, or all languages.');
  const entry = await strapi.db.query(uid).findOne({
    where: {
      documentId: merged.entryDocumentId ?? null,
      ...(language === 'all' ? {} : { locale: language }),
    },
  });
  const what = type.info?.displayName ?? merged.entryType;
  if (!entry) {
    const exists =
      language !== 'all' &&
      (await strapi.db.query(uid).findOne({ where: { documentId: merged.entryDocumentId ?? null } }));
    refuse(
      exists
        ? `This ${what} has no ${LANGUAGE_NAMES[language]} version: save one before scheduling it.`
        : `There is no ${what} ${merged.entryDocumentId}.`,
    );
  }
  params.data = {
    ...data,
    language,
    ...(current ? {} : { state: 'waiting', note: null, entryTitle: entry.title ?? entry.name ?? null }),
  };
}

/** Runs one claimed schedule through the document service: what the Publish and Unpublish buttons do. */
async function runSchedule(strapi, schedule) {
  const uid = uidOfEntryType(schedule.entryType);
  const locale = !isLocalized(strapi, uid)
    ? undefined
    : schedule.language === 'all'
      ? '*'
      : schedule.language;
  const documents = strapi.documents(uid);
  const params = { documentId: schedule.entryDocumentId, ...(locale ? { locale } : {}) };
  const result =
    schedule.action === 'publish' ? await documents.publish(params) : await documents.unpublish(params);
  return result?.entries?.length ?? 0;
}

/**
 * The process's timer. Its steps run one after another (a save re-arming it while it runs waits its
 * turn); it looks at the database again at least every RESYNC_MS, for schedules saved elsewhere.
 */
function createScheduler(strapi, { now = () => Date.now(), resyncMs = RESYNC_MS } = {}) {
  const db = () => strapi.db.query(SCHEDULE);
  let timer;
  let stopped = true;
  let chain = Promise.resolve();

  const enqueue = (step) => {
    chain = chain.then(step).catch((error) => strapi.log.error(`[schedule] ${error.stack ?? error}`));
    return chain;
  };

  async function waiting() {
    return db().findMany({ where: { state: 'waiting' }, orderBy: { scheduledAt: 'asc' } });
  }

  async function arm() {
    if (stopped) return;
    clearTimeout(timer);
    const schedules = await waiting();
    const delay = nextDelay(
      schedules.map((schedule) => schedule.scheduledAt),
      now(),
      resyncMs,
    );
    timer = setTimeout(() => enqueue(runDue), delay ?? resyncMs);
    timer.unref?.();
  }

  async function runOne(schedule) {
    const { count } = await db().updateMany(claimQuery(schedule, now()));
    if (count !== 1) return; // another process took it
    const late = now() - new Date(schedule.scheduledAt).getTime();
    let result;
    try {
      result = outcome(schedule, await runSchedule(strapi, schedule), now());
    } catch (error) {
      result = { state: 'failed', note: `Not done: ${error.message}` };
    }
    await db().update({ where: { id: schedule.id }, data: { ...result, updatedAt: new Date(now()) } });
    strapi.log.info(
      `[schedule] ${schedule.action} ${schedule.entryType} ${schedule.entryDocumentId} (${schedule.language}): ${result.state}, ${late} ms after its time`,
    );
  }

  async function runDue() {
    if (stopped) return;
    const { count } = await db().updateMany(staleRunsQuery(now()));
    if (count > 0) strapi.log.warn(`[schedule] ${count} runs left by a stopped process marked failed`);
    for (const schedule of dueSchedules(await waiting(), now())) await runOne(schedule);
    await arm();
  }

  return {
    /** Loads the waiting schedules: the overdue ones run at once, the next one is waited for. */
    start() {
      stopped = false;
      return enqueue(runDue);
    },
    /** Looks again after a schedule was saved or removed. */
    rearm() {
      return enqueue(arm);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      return chain;
    },
  };
}

/** Checks the schedules saved through the document service (the admin, the REST API) and re-arms. */
function scheduleMiddleware(strapi, scheduler, { now = () => Date.now() } = {}) {
  return async (context, next) => {
    const { uid, action, params } = context;
    if (uid !== SCHEDULE) return next();
    if (action === 'create' || action === 'update') await checkSchedule(strapi, params, action, now());
    const result = await next();
    if (['create', 'update', 'delete'].includes(action)) scheduler.rearm();
    return result;
  };
}

/** Registers the checks; the returned scheduler is started at bootstrap and stopped on destroy. */
function publishOnSchedule(strapi) {
  const scheduler = createScheduler(strapi);
  strapi.documents.use(scheduleMiddleware(strapi, scheduler));
  return scheduler;
}

module.exports = {
  SCHEDULE,
  MAX_TIMER_MS,
  STALE_RUN_MS,
  uidOfEntryType,
  nextDelay,
  dueSchedules,
  claimQuery,
  staleRunsQuery,
  outcome,
  checkSchedule,
  createScheduler,
  publishOnSchedule,
};
