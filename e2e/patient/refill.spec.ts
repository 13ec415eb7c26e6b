import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillLogin, openSignedIn } from '../shell/support';

// Issue 13 items 5 and 7 in the browser, at a phone's size: the demo patient (seed-patient-app + seed-resupply: his
// CPAP mask is due, and his card photo is asked for) signs in, sees the refill on the dashboard, answers the payer's
// questions and confirms it; the supplier's orders list shows the new refill order and its history the answers.
// The patient also sends the card photo. axe-core checks every screen on the way: no serious or critical violation.

const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.PAGE_SHOTS ? '/work/shots' : null;

async function noSeriousViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${what}`).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/patient-requests-${name}.png`, fullPage: true });
}

/** The page never scrolls sideways at phone width. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

test('[PATIENT][REFILL]: the refill due on the dashboard is confirmed with the answers; the supplier sees the refill order', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await fillLogin(page, ACCOUNTS.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  const refill = page.getByRole('link', { name: 'Confirm refill' }).first();
  await expect(refill).toBeVisible();
  await refill.click();
  await expect(page).toHaveURL(/\/patient\/requests\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Refill: / })).toBeVisible();
  await expect(page.getByText('Waiting for you')).toBeVisible();
  await fitsTheScreen(page);
  await noSeriousViolations(page, 'the refill request');
  await shot(page, 'refill-phone');

  // The questions are required: confirming without them says what is missing.
  await page.getByRole('button', { name: 'Confirm my refill' }).click();
  await expect(page.getByText('Tell us whether you still use the device.')).toBeVisible();
  await page.getByRole('radiogroup', { name: /still using your device/ }).getByText('Yes').click();
  await page.getByRole('radiogroup', { name: /still fit/ }).getByText('Yes').click();
  await page.getByRole('textbox', { name: /hours a night/ }).fill('7');
  await page.getByRole('textbox', { name: /Any problem/ }).fill('Strap is worn');
  await page.getByRole('button', { name: 'Confirm my refill' }).click();
  const made = page.getByText(/Your refill order #\d+ is with Sunrise Medical Supply\./);
  await expect(made).toBeVisible();
  const orderId = Number((await made.textContent())!.match(/#(\d+)/)![1]);
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText('Strap is worn')).toBeVisible();
  await noSeriousViolations(page, 'the answered refill');
  await shot(page, 'refill-answered-phone');

  // The supplier's queue: the refill order is in the orders list; its history carries the answers.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/orders/list');
  await expect(page.getByRole('row').filter({ hasText: String(orderId) }).filter({ hasText: 'Walsh' }).first()).toBeVisible();
  await page.goto(`/supplier/orders/${orderId}/edit/history`);
  await expect(page.getByText(/confirmed by the patient/).first()).toBeVisible();
  await expect(page.getByText(/Are you still using your device\? yes/).first()).toBeVisible();
  await expect(page.getByText(/Hours a night: 7/).first()).toBeVisible();
  await expect(page.getByText(/Strap is worn/).first()).toBeVisible();
});

test('[PATIENT][REQUEST]: the card photo asked for is sent from the phone', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.patient, '/patient/dashboard');
  await page.getByRole('link', { name: 'Answer' }).first().click();
  await expect(page.getByRole('heading', { name: 'Photo of your insurance card' })).toBeVisible();
  await fitsTheScreen(page);
  await noSeriousViolations(page, 'the document request');
  await shot(page, 'document-phone');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await page.locator('input[type="file"]').setInputFiles({ name: 'medicare-card.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Send to my supplier' }).click();
  await expect(page.getByText('You sent “medicare-card.png”.')).toBeVisible();
});

test('[PUBLIC][REFILL]: a refill link that is not valid says so, signed out', async ({ page }) => {
  await page.goto(`/refill/${'n'.repeat(43)}`);
  await expect(page.getByText('This link is not valid')).toBeVisible();
  await fitsTheScreen(page);
  await noSeriousViolations(page, 'the refill link page');
  await shot(page, 'link-invalid-phone');
});

test('[SUPPLIER][RESUPPLY]: the dashboard lists the refills to phone, with CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  const section = page.getByRole('region', { name: 'Refills to phone' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // Peter Walsh's refill was answered by the first test: he is not among the patients to phone.
  await expect(section.getByRole('row').filter({ hasText: 'Peter Walsh' })).toHaveCount(0);
  await shot(page, 'to-phone-laptop');
});
