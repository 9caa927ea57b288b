import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';
import type { StoredEnquiry } from '../contact/outbox';
import type { Logger } from '../logger';
import { composeMail, MAIL_KINDS, mailKey, type MailKind } from './enquiry-messages';
import type { MailStore } from './mail-queue';
import { createMailSender, type MailOutcome, type MailRetryDelays, type SendMail } from './mail-sender';

/** One send, from the connection to the server's answer, stays well within the claim's lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** A sender holds a message this long at most; then another may send it (its holder died). */
export const MAIL_LEASE_MS = 5 * 60_000;

export interface EnquiryMail {
  /** Queues the company's notice and the visitor's acknowledgement of an accepted enquiry. */
  enqueue(enquiry: StoredEnquiry): Promise<void>;
  /** Sends what is queued now (after an enqueue, or when another replica queued something). */
  wake(): void;
  /** Resolves when no round of sending is under way. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** An SMTP transport (nodemailer) at SMTP_URL: one connection per message. */
export function createSmtpSend(smtpUrl: string): { send: SendMail; close(): void } {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Enquiry mail: each accepted enquiry queues two messages under keys of their own, sent in the
 * background by the sender; the enquiry never waits for the mail server.
 */
export function createEnquiryMail({
  mail,
  publicUrl,
  store,
  logger,
  send,
  retry,
  onOutcome = () => undefined,
  onPending,
}: {
  mail: MailConfig;
  publicUrl: string;
  store: MailStore;
  logger: Logger;
  /** The SMTP transport at mail.smtpUrl unless given. */
  send?: SendMail;
  retry?: MailRetryDelays;
  onOutcome?: (kind: MailKind, outcome: MailOutcome | 'queued') => void;
  onPending?: (count: number) => void;
}): EnquiryMail {
  const smtp = send ? undefined : createSmtpSend(mail.smtpUrl);
  const sender = createMailSender({
    store,
    send: send ?? smtp!.send,
    compose: (job) => composeMail(job.kind, job.enquiry, { mail, publicUrl }),
    logger,
    retry,
    onOutcome: (job, outcome) => onOutcome(job.kind, outcome),
    onPending,
  });
  sender.start();
  return {
    async enqueue(enquiry) {
      const queuedAt = new Date().toISOString();
      await Promise.all(
        MAIL_KINDS.map(async (kind) => {
          await store.add({ key: mailKey(enquiry.requestId, kind), kind, enquiry, queuedAt, attempts: 0 });
          onOutcome(kind, 'queued');
        }),
      );
      // Sent once the visitor has the answer: the sending does not compete with it.
      setImmediate(sender.wake);
    },
    wake: sender.wake,
    idle: sender.idle,
    async close() {
      await sender.stop();
      smtp?.close();
    },
  };
}
