import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { root, TEST_ADMIN } from './cms';

/** Where the admin tests leave the pictures of docs/editors.md. */
export const SCREENSHOTS = path.join(root, 'docs/editors');

/** Strapi's announcement banner, closed when it shows (it covers the top of the screen). */
export async function closeBanner(page: Page): Promise<void> {
  const banner = page.getByRole('button', { name: 'Close the banner.' });
  if (await banner.isVisible()) await banner.click();
}

/** Logs the test's administrator in through the admin panel's form; `before` runs on the empty form. */
export async function logIn(page: Page, cmsUrl: string, before?: () => Promise<void>): Promise<void> {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').waitFor();
  await before?.();
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
  await closeBanner(page);
}

/** A picture for docs/editors.md, without Strapi's announcement banner and with animations finished. */
export async function editorsShot(page: Page, name: string): Promise<void> {
  await closeBanner(page);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** Waits for the admin's notice of a finished action (Saved, Published…). */
export async function adminNotice(page: Page, text: RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 60_000 });
}
