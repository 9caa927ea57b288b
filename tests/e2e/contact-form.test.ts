import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { launchBrowser, recordConsole } from '../support/browser';
import { startProductionServer, type RunningServer } from '../support/production-server';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';

let content: ContentServiceHandle;
let server: RunningServer;
let browser: Browser;
let dataDir: string;

// The content service runs in this process, so the test can see the enquiries that reach it.
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dkg-contact-e2e-'));
  content = await startContentService({
    dataset: createDemoDataset(),
    uploadsDir: path.resolve(__dirname, '../../dist/uploads'),
  });
  [server, browser] = await Promise.all([
    startProductionServer({ CONTENT_API_URL: content.url, DATA_DIR: dataDir }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await content?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function openPage(pathname: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  const log = recordConsole(page);
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
  if (options.javaScriptEnabled !== false) {
    await page.waitForFunction(() => document.querySelector('.page-loader') === null);
  }
  return { page, log, close: () => context.close() };
}

function waitForEnquiry(name: string) {
  return waitFor(`the enquiry from ${name} at the content service`, () =>
    content.store.list(CONTACT).find((entry) => entry.name === name),
  );
}

describe('the contact form', () => {
  it('when it is sent empty on /ru/contacts, then the required fields are marked is-invalid with Russian messages', async () => {
    const { page, log, close } = await openPage('/ru/contacts');
    try {
      const form = page.locator('#contact-form');
      await form.getByRole('button', { name: 'Отправить' }).click();

      const invalid = form.locator('.is-invalid');
      await invalid.first().waitFor();
      expect(
        await invalid.evaluateAll((fields) => fields.map((field) => field.getAttribute('name'))),
      ).toEqual(['name', 'email', 'message']);
      expect(await form.locator('.contact-form__error').allInnerTexts()).toEqual([
        'это поле обязательно',
        'это поле обязательно',
        'это поле обязательно',
      ]);
      const name = form.getByLabel('Ваше имя');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toBe(
        'это поле обязательно',
      );
      expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await form.getByRole('status').innerText()).toContain('Исправьте отмеченные поля');

      await name.fill('Иван 3');
      expect(await form.locator('.contact-form__error').first().innerText()).toBe(
        'это поле заполнено неверно',
      );
      await name.fill('Иван Петров');
      expect(await name.getAttribute('class')).not.toContain('is-invalid');
      expect(await form.locator('.is-invalid').count()).toBe(2);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when it is filled in correctly on /el/contacts, then the Greek thank-you shows, the form resets and the enquiry arrives', async () => {
    const { page, log, close } = await openPage('/el/contacts');
    try {
      const form = page.locator('#contact-form');
      await form.getByLabel('Ονοματεπώνυμο').fill('Ελένη Γεωργίου');
      await form.getByLabel('E-mail').fill('eleni@example.gr');
      await form.getByLabel(/Τηλέφωνο/).fill('+30 210 721 4500');
      await form.getByLabel('Το μήνυμά σας').fill('Θα ήθελα πληροφορίες για τη Golden Visa.');
      await form.getByLabel('Το μήνυμά σας').press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Αποστολή');
      await page.keyboard.press('Enter');

      const status = form.getByRole('status');
      await status.filter({ hasText: 'Σας ευχαριστούμε' }).waitFor();
      expect(await form.getByLabel('Ονοματεπώνυμο').inputValue()).toBe('');
      expect(await form.locator('.is-invalid').count()).toBe(0);

      const row = await waitForEnquiry('Ελένη Γεωργίου');
      expect(row).toMatchObject({
        email: 'eleni@example.gr',
        phone: '+30 210 721 4500',
        message: 'Θα ήθελα πληροφορίες για τη Golden Visa.',
        language: 'el',
        page: '/contacts',
      });
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when JavaScript is off on a phone, then the same form posts, comes back with ?sent=1 and the thank-you is the first thing in view', async () => {
    const { page, close } = await openPage('/contacts', {
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    try {
      const form = page.locator('#contact-form');
      await form.getByLabel('Your name').fill("Oliver O'Grant-Smith");
      await form.getByLabel('E-mail').fill('oliver@example.test');
      await form.getByLabel('Your message').fill('Please call me about the Glyfada apartments.');
      await Promise.all([
        page.waitForURL(/\/contacts\?sent=1#contact-form$/),
        form.getByRole('button', { name: 'Send message' }).click(),
      ]);
      const thanks = page.locator('#contact-form [role="status"]');
      expect(await thanks.innerText()).toContain('Thank you.');
      // The browser scrolls to the form once the page is laid out: the thank-you is then in view at
      // the top of the screen, below the header, and nothing covers it.
      await waitFor(
        'the thank-you in view and on top',
        () =>
          thanks.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
          }),
        { timeoutMs: 10_000, intervalMs: 100 },
      );
      // It is above the emptied fields, the first thing of the form.
      const [thanksBox, nameBox] = await Promise.all([
        thanks.boundingBox(),
        form.getByLabel('Your name').boundingBox(),
      ]);
      expect(thanksBox!.y + thanksBox!.height).toBeLessThanOrEqual(nameBox!.y);
      expect(await waitForEnquiry("Oliver O'Grant-Smith")).toMatchObject({
        language: 'en',
        page: '/contacts',
      });
    } finally {
      await close();
    }
  });

  it.each([
    ['/ru/contacts', 'Ваше имя', 'Эл. почта', 'Сообщение', 'Отправить', 'это поле заполнено неверно'],
    [
      '/el/properties/1001',
      'Ονοματεπώνυμο',
      'E-mail',
      'Το μήνυμά σας',
      'Αποστολή',
      'αυτό το πεδίο δεν είναι έγκυρο',
    ],
  ])(
    'when JavaScript is off and the server refuses the form on %s, then it comes back at the form’s own page with everything typed and the reason in view, and a reload does not send it again',
    async (path, nameLabel, emailLabel, messageLabel, send, invalid) => {
      const { page, close } = await openPage(path, { javaScriptEnabled: false });
      try {
        const form = page.locator('#contact-form');
        await form.getByLabel(nameLabel, { exact: false }).fill('Анна Мария Οικονόμου');
        // The browser's type=email takes a domain without a dot; the server's rule wants one.
        await form.getByLabel(emailLabel, { exact: false }).fill('anna@example');
        const message = 'Первая строка\nΔεύτερη γραμμή — 3 спальни, <вид на море> & "сад"';
        await form.getByLabel(messageLabel, { exact: false }).fill(message);
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(request.url());
        });
        await Promise.all([
          page.waitForURL((url) => url.pathname === path && url.hash === '#contact-form'),
          form.getByRole('button', { name: send }).click(),
        ]);
        // Back at the form's own address, scrolled to the form with its reasons in view.
        await page.locator('#contact-form').waitFor();
        expect(await form.locator('.is-invalid').first().isVisible()).toBe(true);
        // The browser scrolls to the anchor once the page is laid out (smoothly where motion is welcome).
        const inView = () =>
          form.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0;
          });
        await waitFor('the form scrolled into view', inView, { timeoutMs: 10_000, intervalMs: 100 });
        expect(await form.getByLabel(nameLabel, { exact: false }).inputValue()).toBe('Анна Мария Οικονόμου');
        expect(await form.getByLabel(emailLabel, { exact: false }).inputValue()).toBe('anna@example');
        expect(await form.getByLabel(messageLabel, { exact: false }).inputValue()).toBe(message);
        // A reload asks for the page again; it does not send the form again.
        await page.reload();
        await page.locator('#contact-form').waitFor();
        expect(posts).toHaveLength(1);
        expect(await form.innerText()).toContain(invalid);
      } finally {
        await close();
      }
    },
  );

  it('when the offices are listed, then both are under #offices with the head office first', async () => {
    const { page, log, close } = await openPage('/contacts#offices');
    try {
      const names = await page.locator('#offices .office__name').allInnerTexts();
      expect(names).toEqual(['Athens head office', 'Thessaloniki office']);
      expect(await page.locator('#offices .office').first().locator('.eyebrow').innerText()).toMatch(
        /head office/i,
      );
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});
