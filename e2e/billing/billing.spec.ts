import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { X12Parser } from 'node-x12';
import { PDFDocument } from 'pdf-lib';
import { parse837P } from '../../apps/server/src/modules/x12';
import { acceptanceFor, denyMissingDocs, eligibilityAnswerFor, remittanceFor } from '../../apps/server/test/support/payer';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, closeToasts, openSignedIn } from '../shell/support';

// Issue 11's browser check, through the local-folder clearinghouse the server uses by default: a delivered suborder
// (seed-billing: Ellison, Medicare then Aetna) is under "ready for billing"; the biller makes its claim, checks
// eligibility (a 271 in the inbox answers active), submits it (the 837P in the outbox parses back strictly with the
// right totals), a 277CA and an 835 dropped into the inbox make it paid with the patient's share under coins; the
// secondary claim made from the remittance is denied and lands under declined; the audit packet is a PDF.

interface Folders {
  outbox_dir: string;
  inbox_dir: string;
}
/** The file of `dir` written last among those `wanted` (names of one second may sort either way). */
const newest = (dir: string, wanted: (name: string) => boolean) =>
  readdirSync(dir)
    .filter(wanted)
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .at(-1)!;
const newest837 = (dir: string) => newest(dir, (f) => f.startsWith('837P'));

async function fetchNow(page: Page) {
  await page.goto('/supplier/billing/era');
  await page.getByRole('button', { name: 'Fetch now' }).click();
  await expect(page.getByText('Fetched from the clearinghouse')).toBeVisible();
}

test('[BILLING]: ready for billing -> claim -> eligibility -> 837P out -> 835 in: paid, coins, secondary denied, audit packet', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiToken(page, ACCOUNTS.supplier);
  const folders = (await api<{ data: Folders }>(page.request, token, 'GET', '/api/vendor/billing/clearinghouse')).data;

  // 1. The delivered suborder is ready for billing; its claim is made from there.
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/billing/suborders');
  const row = page.getByRole('row').filter({ hasText: 'Ellison' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Create claim for/ }).click();
  await expect(page).toHaveURL(/\/supplier\/billing\/claims\/\d+$/);
  const claimId = Number(page.url().split('/').at(-1));
  const claim = (await api<{ data: { number: string; patient: { id: number }; charge_cents: number } }>(page.request, token, 'GET', `/api/vendor/billing/claims/${claimId}`)).data;
  await expect(page.getByText(claim.number).first()).toBeVisible();
  await expect(page.getByText('E0163').first()).toBeVisible();

  // 2. Eligibility: the 270 goes to the outbox; the payer's 271 dropped into the inbox answers it.
  await page.goto('/supplier/billing/eligibility');
  await page.getByRole('button', { name: 'New check' }).click();
  const dialog = page.getByRole('dialog', { name: 'New eligibility check' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill('Ellison');
  await page.getByRole('option', { name: /Margaret A Ellison/ }).click();
  await dialog.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(page).toHaveURL(/\/supplier\/billing\/eligibility\/\d+$/);
  const check = { id: Number(page.url().split('/').at(-1)) };
  await expect(page.getByText(/Pending/i).first()).toBeVisible();
  const x270 = newest(folders.outbox_dir, (f) => f.endsWith('.270'));
  writeFileSync(join(folders.inbox_dir, 'answer.271'), eligibilityAnswerFor(readFileSync(x270, 'utf8'), { status: 'active', planName: 'Medicare Part B', coverageStart: '2013-03-01', dme: { deductibleCents: 25_700, deductibleRemainingCents: 0, coinsurancePercent: 20 } }));
  await fetchNow(page);
  await page.goto(`/supplier/billing/eligibility/${check.id}`);
  await expect(page.getByText(/Active coverage/i).first()).toBeVisible();
  await expect(page.getByText('20%').first()).toBeVisible();

  // 3. Submitted from its screen: one 837P in the outbox, read back strictly, totals and counts right.
  await page.goto(`/supplier/billing/claims/${claimId}`);
  await page.getByTestId('claim-actions').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Submitted').first()).toBeVisible();
  await closeToasts(page);
  const x837 = readFileSync(newest837(folders.outbox_dir), 'utf8');
  expect(() => new X12Parser(true).parse(x837)).not.toThrow();
  const parsed = parse837P(x837);
  expect(parsed.segmentCounts.every((s) => s.declared === s.actual)).toBe(true);
  expect(parsed.claims.map((c) => c.patientControlNumber)).toEqual([claim.number]);
  expect(parsed.claims[0]).toMatchObject({ totalCents: claim.charge_cents, lineSumCents: claim.charge_cents, payerSequence: 'P' });

  // 4. The payer accepts and pays 80%: the claim is paid, the patient's 10% is under coins.
  writeFileSync(join(folders.inbox_dir, 'ack.277'), acceptanceFor(x837));
  writeFileSync(join(folders.inbox_dir, 'era-e2e-1.835'), remittanceFor(x837, { trace: 'E2E-CHK-1' }));
  await fetchNow(page);
  await page.goto(`/supplier/billing/claims/${claimId}`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.goto('/supplier/billing/coins');
  await expect(page.getByRole('row').filter({ hasText: claim.number })).toHaveCount(1);

  // 5. The secondary claim from the remittance goes to Aetna and is denied: it is under declined with its reason.
  await page.goto(`/supplier/billing/claims/${claimId}`);
  await page.getByRole('link', { name: 'Create secondary claim' }).click();
  await expect(page).toHaveURL(new RegExp(`/supplier/billing/claims/${claimId}/new$`));
  await page.getByRole('combobox', { name: 'Secondary insurance' }).click();
  await page.getByRole('option', { name: /Aetna/ }).click();
  await page.getByRole('button', { name: 'Create secondary claim' }).click();
  await expect(page).toHaveURL(/\/supplier\/billing\/claims\/\d+$/);
  const secondaryId = Number(page.url().split('/').at(-1));
  expect(secondaryId).not.toBe(claimId);
  await page.getByTestId('claim-actions').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Submitted').first()).toBeVisible();
  await closeToasts(page);
  const x837s = readFileSync(newest837(folders.outbox_dir), 'utf8');
  expect(parse837P(x837s).claims[0]).toMatchObject({ payerSequence: 'S', otherPayerPaidCents: Math.round(claim.charge_cents * 0.8) });
  writeFileSync(join(folders.inbox_dir, 'era-e2e-2.835'), remittanceFor(x837s, { trace: 'E2E-CHK-2', decide: denyMissingDocs }));
  await fetchNow(page);
  await page.goto('/supplier/billing/declined');
  const declined = page.getByRole('row').filter({ hasText: 'E0163' }).first();
  await expect(declined).toContainText('50');

  // 6. The audit packet: a PDF whose first page is the cover.
  const pdf = await page.request.get(`/api/vendor/billing/claims/${claimId}/audit-packet`, { headers: { Authorization: `Bearer ${token}` } });
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const doc = await PDFDocument.load(await pdf.body());
  expect(doc.getTitle()).toContain('Audit packet');
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
});
