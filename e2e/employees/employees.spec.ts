import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BLOCKED_MESSAGE } from '../../packages/contract/src/roles';
import { ACCOUNTS, closeToasts, fillLogin, openSignedIn, toast } from '../shell/support';

const PASSWORD = 'holt-2026-ok';

/** The staff invitation the server wrote to the local mailbox (DATA_DIR/mail), once the relay has sent it. */
async function invitationLink(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'mail');
  let body = '';
  await expect(async () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('-staff-invitation.json'));
    const mails = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; body: string });
    body = mails.find((m) => m.to === to)?.body ?? '';
    expect(body).not.toBe('');
  }).toPass({ timeout: 30_000 });
  const link = /https?:\/\/[^\s/]+(\/hello\/\d+\?code=[\w-]+)/.exec(body);
  expect(link, 'the mail carries the first-login link').not.toBeNull();
  return link![1]!;
}

async function pickPermission(page: Page, field: ReturnType<Page['getByLabel']>, search: string, option: string) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[SUPPLIER][EMPLOYEES]: the owner invites an hr employee with two permissions; they set a password, see only what they may, and a block ends their open session', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `iris.holt.${Date.now()}@e2e.test`;

  // 1. The owner creates the employee: the hr role, two permissions at Main Warehouse.
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/employees/profile');
  await expect(page.getByRole('table', { name: 'Employees' })).toContainText('Helen Ortiz');
  await page.getByRole('button', { name: 'New employee' }).click();
  const form = page.getByRole('form', { name: 'New employee' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Iris Holt');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('checkbox', { name: 'HR', exact: true }).check();
  await expect(form.getByLabel('Department')).toHaveValue('Main Warehouse');
  const keys = form.getByLabel('Permissions there');
  await pickPermission(page, keys, 'HR', 'HR (employees)');
  await pickPermission(page, keys, 'order view 10', 'order view 10');
  // The list stays open for more picks: leave it for another field.
  await form.getByRole('textbox', { name: /^Job title/ }).click();
  await expect(page.getByRole('option', { name: 'order view 3' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page).toHaveURL(/\/supplier\/employees\/profile\/\d+\/personal$/);
  const employeePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('employee-summary')).toContainText('Invited');
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page.getByRole('checkbox', { name: 'HR (employees)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'order view 10', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'order edit 10', exact: true })).not.toBeChecked();

  // 2. The invitation mail opens the first-login page; the employee chooses a password.
  const link = await invitationLink(email);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto(link);
  await expect(staff.getByRole('heading', { name: 'Welcome, Iris Holt' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await staff.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await staff.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(staff).toHaveURL('/supplier/dashboard');
  await expect(staff.getByTestId('summary-location')).toBeVisible();
  if ((await staff.getByTestId('summary-location').textContent())?.includes('Not chosen')) {
    await staff.getByRole('combobox', { name: 'Current location' }).click();
    await staff.getByRole('option', { name: 'Main Warehouse' }).click();
  }
  await expect(staff.getByTestId('summary-location')).toHaveText('Main Warehouse');

  // 3. They see only what the permissions allow: Employees (hr), not Stock or Charts.
  const nav = staff.getByRole('navigation', { name: 'Main navigation' });
  // Employees is a group of the menu (profiles and tracking); Stock a group too: their labels are what shows.
  await expect(nav.getByText('Employees', { exact: true })).toBeVisible();
  await expect(nav.getByText('Stock', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Charts', { exact: true })).toHaveCount(0);
  await staff.goto('/supplier/employees/profile');
  await expect(staff.getByRole('table', { name: 'Employees' })).toContainText('Iris Holt');
  await closeToasts(staff);

  // 4. The owner blocks them; the employee's open session is refused on its next call.
  await page.goto(employeePath);
  await expect(page.getByTestId('employee-summary')).toContainText('Active');
  await page.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(page.getByTestId('employee-summary')).toContainText('Blocked');

  // The list's next call (a search) carries the revoked token.
  await staff.getByRole('textbox', { name: 'Search employees' }).fill('Helen');
  await expect(toast(staff, BLOCKED_MESSAGE)).toBeVisible();
  await expect(staff).toHaveURL(/\/auth\/login/);
  await fillLogin(staff, email, PASSWORD);
  await expect(staff.getByText(BLOCKED_MESSAGE).first()).toBeVisible();
  await context.close();

  // 5. Unblocked, they sign in again.
  await page.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByTestId('employee-summary')).toContainText('Active');
});
