import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/server/src/db/seed/demo-accounts';
import { ACCOUNTS, fillLogin } from './support';

const nameOf = (login: string) => DEMO_ACCOUNTS.find((a) => a.login === login)?.name ?? login;

const HOMES = [
  { role: 'SUPPLIER', login: ACCOUNTS.supplier, path: '/supplier/dashboard', account: 'Sunrise Medical Supply' },
  { role: 'DOCTOR', login: ACCOUNTS.doctor, path: '/doctor/dashboard', account: 'Bennett Family Practice' },
  { role: 'PATIENT', login: ACCOUNTS.patient, path: '/patient/dashboard', account: '—' },
  { role: 'DRIVER', login: ACCOUNTS.driver, path: '/driver/dashboard', account: 'Sunrise Medical Supply' },
] as const;

for (const home of HOMES) {
  test(`[${home.role}][SHELL]: lands on its dashboard after sign-in`, async ({ page }) => {
    await page.goto('/auth/login');
    await fillLogin(page, home.login);
    await expect(page).toHaveURL(home.path);
    if (home.role === 'DRIVER') {
      // The driver's phone dashboard opens on today's route (the demo's Derek Miles has one), not a session summary.
      await expect(page.getByRole('heading', { name: 'Driver dashboard' })).toBeVisible();
      await expect(page.getByRole('region', { name: "Today's route" })).toBeVisible();
    } else if (home.role === 'PATIENT') {
      // The patient's phone dashboard greets them and lists what needs them (issue 13), not a session summary.
      await expect(page.getByRole('heading', { name: 'Hello, Peter' })).toBeVisible();
    } else {
      await expect(page.getByTestId('summary-name')).toHaveText(nameOf(home.login));
      await expect(page.getByTestId('summary-account')).toHaveText(home.account);
    }
    await expect(page).toHaveTitle('Dashboard - DME Portal');
  });
}

test('[DOCTOR][SHELL]: a deep link while signed out goes to login and back after signing in', async ({ page }) => {
  await page.goto('/doctor/profile/view?from=mail');
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/doctor/profile/view?from=mail');
  await fillLogin(page, ACCOUNTS.doctor);
  await expect(page).toHaveURL('/doctor/profile/view?from=mail');
  await expect(page.getByRole('heading', { name: 'Profile & Staff' })).toBeVisible();
  // The profile comes from GET /api/profile, read-only.
  await expect(page.getByText('doctor@demo.test').first()).toBeVisible();
  await expect(page.getByText('Downtown Office, North Clinic')).toBeVisible();
});
