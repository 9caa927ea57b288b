import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator } from 'playwright-core';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { launchBrowser, recordConsole } from '../support/browser';
import { startProductionServer, type RunningServer } from '../support/production-server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';
const PUBLIC_URL = 'https://www.dkg-development.test';

let content: ContentServiceHandle;
let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
let dataDir: string;

// The content service and the mail server run in this process: the test reads what reached them.
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dkg-property-enquiry-'));
  [content, smtp] = await Promise.all([
    startContentService({
      dataset: createDemoDataset(),
      uploadsDir: path.resolve(__dirname, '../../dist/uploads'),
    }),
    startSmtpSink(),
  ]);
  [server, browser] = await Promise.all([
    startProductionServer({
      CONTENT_API_URL: content.url,
      DATA_DIR: dataDir,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'DKG Development <website@dkg-development.test>',
      ENQUIRY_MAIL_TO: 'sales@dkg-development.test',
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await content?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function openPage(pathname: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  const log = recordConsole(page);
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
  if (options.javaScriptEnabled !== false) {
    await page.waitForFunction(() => document.querySelector('.page-loader') === null);
  }
  return { page, log, close: () => context.close() };
}

interface StoredRequest {
  requestId: string;
  name: string;
  subject: string | null;
  propertyRef: number | null;
  viewing: string | null;
}

function waitForEnquiry(name: string) {
  return waitFor(`the enquiry from ${name} at the content service`, () =>
    (content.store.list(CONTACT) as unknown as StoredRequest[]).find((entry) => entry.name === name),
  );
}

function mailOf(requestId: string, kind: 'notice' | 'acknowledgement') {
  return waitFor(`the ${kind}`, () => smtp.withId(`<${requestId}.${kind}@dkg-development.test>`)[0]);
}

/** Whether a user can reach the element: it is the topmost thing at its centre. */
function reachable(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top) || top.contains(element));
  });
}

describe('an enquiry and a viewing from a property page, on a phone', () => {
  it('when a visitor asks for a viewing of 1001 at 375 px, then the stored enquiry, the notice to sales and the acknowledgement name the property and the days', async () => {
    const { page, log, close } = await openPage('/ru/properties/1001');
    try {
      const form = page.locator('#contact-form');
      await form.getByLabel('Ваше имя').fill('Ирина Соколова');
      await form.getByLabel('Эл. почта').fill('irina@example.ru');
      const message = form.getByLabel('Сообщение');
      await message.fill('Хотела бы посмотреть виллу.');

      // The days and times appear once the box is ticked.
      const days = form.getByRole('group', { name: 'Удобные дни' });
      expect(await days.isVisible()).toBe(false);
      const ask = form.getByRole('checkbox', { name: /Я хочу договориться о просмотре/ });
      await ask.scrollIntoViewIfNeeded();
      expect(await reachable(ask)).toBe(true);
      await ask.tap();
      await days.waitFor();
      for (const name of ['вторник', 'суббота']) {
        const day = days.getByRole('checkbox', { name });
        await day.scrollIntoViewIfNeeded();
        expect(await reachable(day)).toBe(true);
        await day.tap();
      }
      await form.getByRole('group', { name: 'Удобное время' }).getByRole('checkbox', { name: /Утро/ }).tap();
      await form.getByRole('button', { name: 'Отправить' }).tap();
      await form.getByRole('status').filter({ hasText: 'Спасибо' }).waitFor();
      expect(await ask.isChecked()).toBe(false);

      const stored = await waitForEnquiry('Ирина Соколова');
      expect(stored.propertyRef).toBe(1001);
      expect(stored.subject).toContain('Ref. 1001 · Вилла с видом на море в Лагониси');
      expect(stored.viewing).toBe('Tuesday or Saturday, in the morning (9:00–12:00)');

      const notice = await mailOf(stored.requestId, 'notice');
      expect(notice.parsed.text).toContain('Ref. 1001 · Вилла с видом на море в Лагониси');
      expect(notice.parsed.text).toContain(`Property page: ${PUBLIC_URL}/ru/properties/1001`);
      expect(notice.parsed.text).toContain('Viewing asked for: Tuesday or Saturday, in the morning');

      const acknowledgement = await mailOf(stored.requestId, 'acknowledgement');
      expect(acknowledgement.recipients).toEqual(['irina@example.ru']);
      expect(acknowledgement.parsed.text).toContain('Объект: Вилла с видом на море в Лагониси (номер 1001)');
      expect(acknowledgement.parsed.text).toContain('Вы просили о просмотре: вторник или суббота, утром');
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when JavaScript is off, then the viewing is asked for by the plain form post and arrives with its days', async () => {
    const { page, close } = await openPage('/properties/1001', { javaScriptEnabled: false });
    try {
      const form = page.locator('#contact-form');
      await form.getByLabel('Your name').fill('Peter Lang');
      await form.getByLabel('E-mail', { exact: true }).fill('peter@example.test');
      await form.getByLabel('Your message').fill('A viewing on Friday, please.');
      await form.getByRole('checkbox', { name: /arrange a viewing/ }).tap();
      await form.getByRole('checkbox', { name: 'Friday' }).tap();
      await form.getByRole('checkbox', { name: /Evening/ }).tap();
      await Promise.all([
        page.waitForURL(/\/properties\/1001\?sent=1#contact-form$/),
        form.getByRole('button', { name: 'Send message' }).tap(),
      ]);
      const stored = await waitForEnquiry('Peter Lang');
      expect(stored).toMatchObject({
        propertyRef: 1001,
        subject: 'Ref. 1001 · Sea-view villa in Lagonisi · Lagonisi, Saronikos, East Attica',
        viewing: 'Friday, in the evening (17:00–20:00)',
      });
    } finally {
      await close();
    }
  });

  it('when a project is opened from its category in Greek, then its popup has a form by keyboard whose enquiry names the project, and it works without JavaScript too', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const name = javaScriptEnabled ? 'Νίκος Παππάς' : 'Μαρία Παππά';
      const { page, log, close } = await openPage('/el/dkg-projects/201', { javaScriptEnabled });
      try {
        const form = page.locator('.project-popup #contact-form');
        expect(await page.locator('.project-popup').getByRole('heading', { name: /έργο/ }).count()).toBe(1);
        expect(await form.getByLabel('Το μήνυμά σας').inputValue()).toContain('Ενδιαφέρομαι για το έργο');
        await form.getByLabel('Ονοματεπώνυμο').fill(name);
        await form.getByLabel('E-mail', { exact: true }).fill('nikos@example.gr');
        await form.getByRole('button', { name: 'Αποστολή' }).focus();
        await Promise.all([
          javaScriptEnabled
            ? form.getByRole('status').filter({ hasText: 'Σας ευχαριστούμε' }).waitFor()
            : page.waitForURL(/\/el\/dkg-projects\/[^/]+\/201\?sent=1#contact-form$/),
          page.keyboard.press('Enter'),
        ]);
        const stored = await waitForEnquiry(name);
        expect(stored.subject).toMatch(/^Project 201 · /);
        expect(stored.propertyRef).toBeNull();
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('when the property page is open, then the head office’s phone, WhatsApp and Viber are links in the documented shapes, and the header has a phone link', async () => {
    const { page, log, close } = await openPage('/el/properties/1001');
    try {
      const channels = page.locator('.property__channels');
      expect(await channels.getByRole('link', { name: /Καλέστε μας/ }).getAttribute('href')).toBe(
        'tel:+302107214500',
      );
      expect(await channels.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        'https://wa.me/306948123057',
      );
      expect(await channels.getByRole('link', { name: /Viber/ }).getAttribute('href')).toBe(
        'viber://chat?number=%2B306948123057',
      );
      const call = page.getByRole('banner').getByRole('link', { name: 'Καλέστε μας: +30 210 721 4500' });
      expect(await call.getAttribute('href')).toBe('tel:+302107214500');
      expect(await reachable(call)).toBe(true);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});
