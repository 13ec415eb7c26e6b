import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, closeToasts, openSignedIn } from '../shell/support';

// Issue 14 item 3: a list's CSV export is one call that the server streams with the screen's filters (not the
// browser fetching page after page), and the export is on the activity log.

const SHOTS = process.env.PAGE_SHOTS ? '/work/shots' : null;

/** The toolbar with the export button at a laptop's and a phone's width, when PAGE_SHOTS asks for pictures. */
async function shots(page: Page) {
  if (!SHOTS) return;
  for (const [name, width, height] of [['laptop', 1366, 768], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/exports-patients-${name}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('[EXPORTS]: the patients list exports its search as CSV in one streamed call, and the export is logged', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/patients');
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const lastName = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();
  // The search is debounced: wait for the searched page before exporting.
  const searched = page.waitForResponse((r) => r.url().includes('/api/vendor/patients?') && new URL(r.url()).searchParams.get('search') === lastName);
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(lastName);
  await searched;
  await expect(table.getByRole('row').nth(1)).toContainText(lastName);
  await closeToasts(page).catch(() => undefined);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/vendor/patients?')) calls.push(r.url());
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('patients.csv');
  const csv = (await readFile((await file.path())!)).toString('utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Last name,First name,Date of birth,Gender,Phone,Medicare ID,Email,Added');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.toLowerCase()).toContain(lastName.toLowerCase());

  await shots(page);

  // One call, with the screen's search, and no paging by the browser.
  const exports = calls.map((u) => new URL(u)).filter((u) => u.searchParams.get('format') === 'csv');
  expect(exports).toHaveLength(1);
  expect(exports[0]!.searchParams.get('search')).toBe(lastName);
  expect(calls.filter((u) => new URL(u).searchParams.get('rowsPerPage') === '100')).toHaveLength(0);

  // The export is on the activity log, by the owner.
  await page.goto('/supplier/logs');
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sam Rivera' }).filter({ hasText: /export/i }).first()).toBeVisible();
});
