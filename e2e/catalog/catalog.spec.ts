import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignedIn, toast } from '../shell/support';

test('[DOCTOR][CATALOG]: the doctor finds CPAP (E0601) under Respiratory & sleep and creates a preset with it', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page).toHaveURL('/doctor/catalog/items/category');

  const branch = page.getByRole('navigation', { name: 'Catalog categories' }).getByRole('region', { name: 'Respiratory & sleep' });
  await branch.getByRole('link', { name: 'Sleep therapy (CPAP/BiPAP)' }).click();
  await expect(page).toHaveURL(/\/doctor\/catalog\/items\/\d+\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Respiratory & sleep');

  const items = page.getByRole('table', { name: 'Items of Sleep therapy (CPAP/BiPAP)' });
  const cpap = items.getByRole('row').filter({ hasText: 'E0601' });
  await expect(cpap).toContainText('Continuous positive airway pressure (CPAP) device');
  await expect(cpap).toContainText('Rental');

  // The details carry the item's insurance parameters.
  await cpap.getByRole('cell', { name: 'E0601', exact: true }).click();
  const details = page.getByRole('dialog', { name: /^E0601 · / });
  await expect(details.getByText('Insurance parameters')).toBeVisible();
  await expect(details.getByText('Modifiers')).toBeVisible();
  await details.getByRole('button', { name: 'Add E0601 to a preset' }).click();

  const name = `Sleep apnea starter ${Date.now()}`;
  const add = page.getByRole('dialog', { name: 'Add to a preset' });
  await add.getByRole('radio', { name: 'A new preset' }).check();
  await add.getByRole('textbox', { name: /^Name of the new preset/ }).fill(name);
  await add.getByRole('button', { name: 'Add to preset' }).click();
  await expect(toast(page, `E0601 added to “${name}”`)).toBeVisible();

  await page.getByRole('tab', { name: 'Presets' }).click();
  await expect(page).toHaveURL('/doctor/catalog/presets');
  await page.getByRole('table', { name: 'Presets' }).getByRole('row').filter({ hasText: name }).getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/doctor\/catalog\/presets\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('table', { name: `Items of ${name}` })).toContainText('E0601');
});

test('[DOCTOR][LOCATIONS]: editing an office refuses a bad working-hours time with the spec message', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/profile/locations');
  await expect(page.getByRole('tab', { name: 'Locations' })).toHaveAttribute('aria-selected', 'true');
  const office = page.getByRole('region', { name: 'Downtown Office' });
  await expect(office.getByRole('table', { name: 'Working hours' }).getByRole('row').first()).toHaveText(/^Monday/);
  await office.getByRole('button', { name: 'Edit Info' }).click();

  const hours = office.getByRole('group', { name: 'Working hours' });
  await expect(hours.getByRole('textbox', { name: /from$/ })).toHaveCount(7);
  await expect(hours.getByRole('textbox', { name: /from$/ }).first()).toHaveAccessibleName('Monday from');
  await hours.getByRole('textbox', { name: 'Monday from' }).fill('2530');
  await hours.getByRole('textbox', { name: 'Tuesday to' }).fill('9');
  await office.getByRole('button', { name: 'Save changes' }).click();
  await expect(office.getByText('Invalid time value')).toBeVisible();
  await expect(office.getByText("Invalid time format. Expected 'HH:MM'.")).toBeVisible();

  // Nothing was saved: cancelling shows the office as it was.
  await office.getByRole('button', { name: 'Cancel' }).click();
  await expect(office.getByRole('table', { name: 'Working hours' }).getByRole('row').first()).toHaveText('Monday08:00 – 17:00');
});
