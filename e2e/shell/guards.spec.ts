import { expect, test } from '@playwright/test';
import { fixtures } from '../fixtures';
import { ACCOUNTS, fillLogin, openSignedIn, toast } from './support';

test('[DOCTOR][SHELL]: an unverified doctor is signed out with "You have to complete verifying"', async ({ page }) => {
  await page.goto('/auth/login');
  // Not the demo invitee: the invitation spec verifies that one (the runs share one database).
  await fillLogin(page, fixtures().unverifiedDoctor.login);
  await expect(page).toHaveURL('/auth/login');
  await expect(toast(page, 'You have to complete verifying')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('[SUPPLIER][SHELL]: a supplier opening a doctor route lands on the welcome page', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/doctor/dashboard');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Signed in as')).toContainText('(supplier)');
});

test('[SUPPLIER][SHELL]: staff are reminded to choose a location, choose one, and it is sent with requests', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplierStaff, '/supplier/dashboard');
  await expect(toast(page, 'You need to choose your current location')).toContainText('Attention!');
  await expect(page.getByTestId('summary-location')).toHaveText(/Not chosen yet/);

  await page.getByRole('combobox', { name: 'Current location' }).click();
  await page.getByRole('option', { name: 'Main Warehouse' }).click();
  await expect(page.getByTestId('summary-location')).toHaveText('Main Warehouse');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('location_id'))) ?? 'null') as {
    id: number;
    expiresAt: number;
  };
  const now = new Date();
  expect(stored.expiresAt).toBe(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime());

  // The next call carries the location and the acting staff member.
  const profileCall = page.waitForRequest((r) => r.url().endsWith('/api/profile'));
  await page.getByRole('link', { name: 'Profile & Staff' }).click();
  const headers = (await profileCall).headers();
  expect(headers['x-location-id']).toBe(String(stored.id));
  expect(headers['x-staff-id']).toMatch(/^\d+$/);
});

test('[DOCTOR][SHELL]: an agent sees the implemented menu entries and no New Order', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.agent, '/doctor/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile & Staff' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'New Order' })).toHaveCount(0);
});

test('[SUPPLIER][SHELL]: staff without "stock" see the implemented menu entries and no Stock', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplierStaff, '/supplier/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Need Help?' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Stock' })).toHaveCount(0);
  // The logo leads to the role's dashboard.
  await page.getByRole('link', { name: 'Need Help?' }).click();
  await expect(page).toHaveURL('/');
});

test('[SUPPLIER][SHELL]: staff without a chosen location opening a located screen go to the dashboard with "You have to choose Location first"', async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.supplierStaff, '/supplier/tasks/current');
  await expect(page).toHaveURL('/supplier/dashboard');
  await expect(toast(page, 'You have to choose Location first')).toBeVisible();
});

test('[DOCTOR][SHELL]: a verified doctor opening the invitation wizard is sent to the dashboard', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.doctor, '/invite-doctor/step_1');
  await expect(page).toHaveURL('/doctor/dashboard');
});

test('[DOCTOR][SHELL]: a doctor without an office opening a located screen goes to the dashboard with "You have to set location"', async ({
  page,
}) => {
  await openSignedIn(page, fixtures().locationlessDoctor.login, '/doctor/patients');
  await expect(page).toHaveURL('/doctor/dashboard');
  await expect(toast(page, 'You have to set location')).toBeVisible();
});
