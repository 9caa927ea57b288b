import fs from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** Debian's Chromium through playwright-core (never a downloaded browser). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (.ci/run does).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--disable-quic'],
  });
}

export interface ConsoleLog {
  messages: string[];
}

/**
 * Records every console error and warning of a page, and uncaught errors. The browser's own report
 * of a document answered with an error status (a 404 page) is not an error of the page.
 */
export function recordConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = { messages: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const documentStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!documentStatus) log.messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.messages.push(`pageerror: ${error.message}`));
  return log;
}
