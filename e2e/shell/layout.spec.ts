import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignedIn } from './support';

test('[SUPPLIER][SHELL]: the collapsed sidebar survives a reload', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  const sidebar = page.locator('[data-sidebar]');
  await expect(sidebar).toHaveAttribute('data-sidebar', 'expanded');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-sidebar', 'collapsed');
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-sidebar', 'collapsed');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-sidebar', 'expanded');
});

test('[SUPPLIER][SHELL]: at 1090 px and below the mobile header and drawer replace the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1091, height: 800 });
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/profile/view');
  await expect(page.locator('[data-sidebar]')).toBeVisible();
  await expect(page.locator('[data-mobile-header]')).toHaveCount(0);

  await page.setViewportSize({ width: 1090, height: 800 });
  await expect(page.locator('[data-mobile-header]')).toBeVisible();
  await expect(page.locator('[data-sidebar]')).toHaveCount(0);
  await expect(page.locator('[data-mobile-header] h1')).toHaveText('Profile · View');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/supplier/dashboard');
  await expect(drawer).toBeHidden();
  // On the home screen there is no Back; Logout is in the header.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.locator('[data-mobile-header]').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
});

test('[PATIENT][SHELL]: the patient area uses the mobile layout on a laptop too', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.patient, '/patient/dashboard');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  await expect(page.locator('[data-mobile-header]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello, Peter' })).toBeVisible();
});
