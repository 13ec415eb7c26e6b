import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts';

const SUPPLIER_LOGIN = 'supplier@demo.test';
const supplier = DEMO_ACCOUNTS.find((account) => account.login === SUPPLIER_LOGIN);

test('[SUPPLIER][SIGN_IN]: a demo supplier signs in and out', async ({ page }) => {
  expect(supplier, 'the demo seed has the supplier account').toBeDefined();
  expect(DEMO_PASSWORD).toBe('demo12345');

  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Login - DME Portal');
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill(SUPPLIER_LOGIN);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/supplier/dashboard');
  await expect(page.getByTestId('summary-name')).toHaveText(supplier?.name ?? '');
  await expect(page).toHaveTitle('Dashboard - DME Portal');

  // The session survives a reload, and a signed-in user is kept away from the login page.
  await page.reload();
  await expect(page.getByTestId('summary-name')).toHaveText(supplier?.name ?? '');
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Signed in as')).toHaveText(`Signed in as ${supplier?.name} (supplier)`);

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('[SUPPLIER][SIGN_IN]: a wrong password shows the server message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill(SUPPLIER_LOGIN);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
