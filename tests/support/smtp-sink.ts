import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './free-port';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the server saw them. */
  recipients: string[];
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages whose Message-ID is `id`. */
  withId(id: string): ReceivedMail[];
  /** Each message's DATA is answered after this long (a slow server). */
  delayMs: number;
  /** Answers RCPT TO for these addresses with a permanent refusal (550). */
  refuse: Set<string>;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` library) on loopback that keeps every message it takes. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const sink = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address)) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          // A slow mail server: it takes this long to accept each message.
          if (sink.delayMs > 0) await delay(sink.delayMs);
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const address = (server.server.address() as net.AddressInfo).port;
  return Object.assign(sink, {
    port: address,
    url: `smtp://127.0.0.1:${address}`,
    received,
    refuse,
    withId: (id: string) => received.filter((mail) => mail.parsed.messageId === id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port nothing listens on: a mail server that is down. */
export const closedPort = freePort;

/**
 * A mail server that accepts connections and never greets (hung): the connections it holds open
 * are counted; `close` ends them.
 */
export async function startSilentServer(port: number) {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    accepted: () => accepted,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
