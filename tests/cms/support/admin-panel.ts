import type { Page } from 'playwright-core';
import { TEST_ADMIN } from './cms';

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
