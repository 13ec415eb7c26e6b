import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts';
import { fixtures } from '../fixtures';

test('[SUPPLIER][FIRST_LOGIN]: a staff member opens the invitation link, chooses a password and lands on the dashboard', async ({
  page,
}) => {
  const invite = fixtures().staffInvite;
  const link = `/hello/${invite.userId}?code=${encodeURIComponent(invite.code)}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Welcome, ${invite.name}` })).toBeVisible();
  // The demo password again, so the account stays usable with it.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL('/supplier/dashboard');
  await expect(page.getByTestId('summary-name')).toHaveText(invite.name);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\|main:/);
  expect(await page.evaluate(() => localStorage.getItem('temp_token'))).toBeNull();

  // The invitation is used up.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByText('This invitation link is not valid or has already been used.')).toBeVisible();
});
