import { expect, type Page } from '@playwright/test';
import { urls } from './stack.ts';

/** Who signs in: the development super admin, or the staff member of the role-limited "Shop staff" role. */
const ACCOUNTS = {
  admin: { email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' },
  // cms/src/admin-setup/staff-role.ts creates them outside production.
  staff: { email: 'staff@outlet-shop.local', password: 'OutletShop-staff-1' },
} as const;

/** Options of {@link staffSignIn}. */
export interface StaffSignInOptions {
  /** The account: `admin` (default, every right) or `staff` (the staff desk's rights only). */
  as?: keyof typeof ACCOUNTS;
  /** The admin's address; the CMS's own origin by default. */
  adminUrl?: string;
}

/**
 * Signs in to the Strapi admin, as the development super admin by default or, with
 * `{ as: 'staff' }`, as the development staff member. A string is the admin's address (the
 * super admin signs in there).
 */
export async function staffSignIn(page: Page, options: StaffSignInOptions | string = {}): Promise<void> {
  const { as = 'admin', adminUrl = `${urls.cms}/admin` } =
    typeof options === 'string' ? { adminUrl: options } : options;
  const account = ACCOUNTS[as];
  await page.goto(adminUrl);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 60_000 });
}
