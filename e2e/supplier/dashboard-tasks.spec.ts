import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignedIn, toast } from '../shell/support';

test('[SUPPLIER][DASHBOARD]: the latest-tasks table lists the newest tasks and a row opens the tasks screen', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  await expect(page.getByTestId('summary-name')).toHaveText('Sam Rivera');
  const table = page.getByRole('table', { name: 'Latest tasks', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Object', 'Status', 'Task', 'Author', 'Deadline']);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(1)).toContainText('Confirm Friday delivery windows with the drivers');

  // The Latest Tasks modal has the whole list.
  await page.getByRole('button', { name: 'Latest Tasks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Latest Tasks' });
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await table.getByRole('row').nth(1).click();
  await expect(page).toHaveURL('/supplier/tasks/current');
  await expect(page.getByRole('table', { name: 'Current tasks' }).getByRole('row')).toHaveCount(6);
});

test('[SUPPLIER][TASKS]: the owner completes a current task after confirming; it moves to Completed', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/tasks/current');
  const current = page.getByRole('table', { name: 'Current tasks' });
  const row = current.getByRole('row').filter({ hasText: 'Review CMN documents waiting for verification' });
  await row.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: 'Please, confirm action' }).getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Task completed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL('/supplier/tasks/completed');
  await expect(page.getByRole('table', { name: 'Completed tasks' })).toContainText('Review CMN documents waiting for verification');
});
