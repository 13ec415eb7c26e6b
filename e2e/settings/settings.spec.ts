import { expect, test } from '@playwright/test';
import { api } from '../signing/support';
import { ACCOUNTS, closeToasts, openSignedIn } from '../shell/support';

// Issue 12's settings and tracking through the screens: the owner creates a tag, puts it on an order and filters the
// orders list by it; a text with an unknown placeholder is refused with its name, a good one previews with a real
// order and is saved (then restored, so other specs' mails keep the defaults); the owner clocks in and out and sees
// the time on the tracking screens.

test('[SETTINGS][TAGS]: create a tag, put it on an order, filter the orders list by it', async ({ page }) => {
  const token = await openSignedIn(page, ACCOUNTS.supplier, '/supplier/settings');
  await expect(page).toHaveURL(/\/supplier\/settings\/tags$/);
  const name = `Follow-up ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(dialog).toBeHidden();
  const tagRow = page.getByRole('row').filter({ hasText: name });
  await expect(tagRow).toHaveCount(1);

  const orders = (await api<{ data: { id: number }[] }>(page.request, token, 'GET', '/api/vendor/orders?rowsPerPage=25')).data;
  const orderId = orders[0]!.id;
  await page.goto(`/supplier/orders/${orderId}/edit/general`);
  await page.getByRole('button', { name: /^(Add|Edit) tags$/ }).click();
  const tagsDialog = page.getByRole('dialog', { name: 'Tags of the order' });
  await tagsDialog.getByRole('combobox', { name: 'Tags' }).fill(name);
  await page.getByRole('option', { name }).click();
  await tagsDialog.getByRole('heading', { name: 'Tags of the order' }).click();
  await tagsDialog.getByRole('button', { name: 'Save tags' }).click();
  await expect(tagsDialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Tags' }).getByText(name)).toBeVisible();

  await page.goto('/supplier/orders/list');
  await page.getByRole('combobox', { name: 'Filter by tag' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/[?&]tag=\d+/);
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(String(orderId));

  // Back in settings the tag counts its order; deleting it asks first.
  await page.goto('/supplier/settings/tags');
  await expect(tagRow.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await tagRow.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog').getByText(/It is taken off 1 order/)).toBeVisible();
});

test('[SETTINGS][TEXTS]: a bad placeholder is named, a good text previews with a real order and is saved', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/settings/texts');
  const card = page.getByRole('region', { name: 'Invitation of a doctor to the portal' });
  await card.getByRole('button', { name: 'Edit Invitation of a doctor to the portal' }).click();
  const subject = card.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Hello {doctor_nam}');
  await card.getByRole('button', { name: 'Save text' }).click();
  await expect(card.getByText(/Unknown placeholder \{doctor_nam\}/)).toBeVisible();

  await subject.fill('{company_name} invites {doctor_name}');
  await card.getByRole('button', { name: 'Preview' }).click();
  const preview = card.getByLabel('Preview');
  await expect(preview.getByText(/^Filled from Order #\d+/)).toBeVisible();
  await expect(preview.getByText(/^Sunrise Medical Supply invites Dr\. /)).toBeVisible();
  await card.getByRole('button', { name: 'Save text' }).click();
  await expect(card.getByText('{company_name} invites {doctor_name}')).toBeVisible();
  await expect(card.getByText(/^Your text/)).toBeVisible();
  await closeToasts(page);

  await card.getByRole('button', { name: 'Edit Invitation of a doctor to the portal' }).click();
  await card.getByRole('button', { name: 'Restore the default' }).click();
  await card.getByRole('button', { name: 'Save text' }).click();
  await expect(card.getByText('You are invited to the DME ordering portal')).toBeVisible();
});

test('[TRACKING][TIME]: clock in and out, and see the time on the tracking screens', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/employees/tracking');
  const clock = page.getByRole('region', { name: 'My time' });
  await clock.getByRole('button', { name: 'Clock in' }).click();
  await expect(clock.getByText(/^Clocked in since/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sam Rivera' }).getByText('Clocked in')).toBeVisible();
  await clock.getByRole('button', { name: 'Clock out' }).click();
  await expect(clock.getByText('Clocked out')).toBeVisible();
  await expect(clock.getByTestId('clock-today')).toHaveText(/^\d+h \d{2}m$/);

  await page.getByRole('row').filter({ hasText: 'Sam Rivera' }).click();
  await expect(page).toHaveURL(/\/supplier\/employees\/tracking\/\d+\/time$/);
  await expect(page.getByRole('heading', { name: 'Sam Rivera' })).toBeVisible();
  const clockIns = page.getByRole('table', { name: 'Clock-ins' }).locator('tbody tr');
  await expect(clockIns.first()).toContainText(/\d+h \d{2}m/);
  await expect(page.getByTestId('tracking-total')).toHaveText(/^\d+h \d{2}m$/);
  await page.getByRole('tab', { name: 'Actions' }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByRole('heading', { name: 'By action' })).toBeVisible();
});
