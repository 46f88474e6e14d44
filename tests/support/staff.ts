import { expect, type Page } from '@playwright/test';
import { urls } from './stack.ts';

/** Signs in to the Strapi admin as the development super admin (on the CMS's own origin by default). */
export async function staffSignIn(page: Page, adminUrl = `${urls.cms}/admin`): Promise<void> {
  await page.goto(adminUrl);
  await page.getByLabel('Email').fill('admin@outlet-shop.local');
  await page.getByRole('textbox', { name: /^Password/ }).fill('OutletShop-dev-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 60_000 });
}
