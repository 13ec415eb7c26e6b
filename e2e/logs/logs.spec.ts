import { expect, test } from '@playwright/test';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, closeToasts, openSignedIn } from '../shell/support';

// Issue 12's browser check for logs and reports: the owner opens a patient, and the activity log shows that read
// with the owner's name; exporting the log puts the export itself on the log; the drivers report (seed-reports:
// Derek Miles delivered two stops yesterday, one paid) shows the driver and prints as a PDF.

const WIDE = '?from=2000-01-01&to=2099-12-31';

test('[LOGS]: a patient read and the log export are on the activity log; the drivers report and its PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(page, ACCOUNTS.supplier);
  const patients = (await api<{ data: { id: number; last_name: string }[] }>(page.request, token, 'GET', '/api/vendor/patients?rowsPerPage=25')).data;
  const patient = patients[0]!;

  // 1. The owner opens the patient's record.
  await openSignedIn(page, ACCOUNTS.supplier, `/supplier/patients/${patient.id}/info`);
  await expect(page.getByText(patient.last_name).first()).toBeVisible();

  // 2. The activity log shows that read, by Sam Rivera, with the record and no patient data.
  await page.goto('/supplier/logs');
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
  const read = page.getByRole('row').filter({ hasText: 'Patient read' }).filter({ hasText: `patient #${patient.id}` }).first();
  await expect(read).toBeVisible();
  await expect(read).toContainText('Sam Rivera');

  // 3. Export the log: the CSV downloads, and the export is on the log.
  await closeToasts(page).catch(() => undefined);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^activity-log-.*\.csv$/);
  await expect(page.getByRole('row').filter({ hasText: 'Activity log export' }).filter({ hasText: 'Sam Rivera' }).first()).toBeVisible();

  // 4. The drivers report lists Derek Miles with his paid and pending pay, and prints as a PDF.
  await page.goto(`/supplier/reports/drivers${WIDE}`);
  const derek = page.getByRole('row').filter({ hasText: 'Derek Miles' });
  await expect(derek).toBeVisible();
  // Two deliveries at $18: one paid, one pending, $36 in all.
  await expect(derek).toContainText('$36');
  await expect(derek).toContainText('$18');
  const pdf = page.waitForResponse((r) => r.url().includes('/api/vendor/reports/pdf') && r.request().method() === 'GET');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF' }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();

  // 5. Derek's pending tab: one delivery waiting; marking it paid moves it to Paid.
  await derek.click();
  await expect(page).toHaveURL(/\/supplier\/reports\/drivers\/\d+\/pending\?from=2000-01-01/);
  await expect(page.getByRole('heading', { name: 'Driver: Derek Miles' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Nothing pending in this period.')).toBeVisible();
  await page.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.locator('[data-total="Deliveries"]')).toHaveText('2');
});
