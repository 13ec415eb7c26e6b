import { expect, test, type Browser, type Page } from '@playwright/test';
import { fixtures } from '../fixtures';
import { api, drawSignature } from '../signing/support';
import { ACCOUNTS, apiToken, closeToasts, openSignedIn } from '../shell/support';

// Issue 12's browser check for charts: a delivery opens a satisfaction survey; the patient opens its link on a
// 360x740 phone without signing in, rates the delivery and signs; the score shows in the satisfaction list and the
// link then says it was used. A measurement chart is filled on an order item, its link opened and signed on the
// phone, and the signed PDF opens from the order's documents.

const CPAP = 'RESMED-AS10-001';
const PHONE = { width: 360, height: 740 };

/** A signed-out phone: a new context, so nothing of the supplier's session is there. */
async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, baseURL, hasTouch: true });
  return context.newPage();
}

/** The link as the phone opens it: the in-app path of the short link (the server's public URL is another port). */
const pathOf = (url: string) => new URL(url).pathname;

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('[CHARTS]: after a delivery the patient rates and signs on a phone; the score shows; a measurement chart is signed into a PDF', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const { orderIds, patient } = fixtures().chartsOrders;
  const token = await apiToken(page, ACCOUNTS.supplier);

  // Set-up through the API (the shipping spec covers these screens): a CPAP unit on the line, out for delivery,
  // delivered at the door.
  const order = await api<{ data: { commons: { id: number }[] } }>(page.request, token, 'GET', `/api/vendor/orders/${orderIds[0]}`);
  const line = order.data.commons[0]!.id;
  await api(page.request, token, 'POST', `/api/vendor/commons/${line}/set-sku`, { sku: CPAP });
  await api(page.request, token, 'PUT', `/api/vendor/commons/${line}/serial`, { serial: 'SN22841905' });
  await api(page.request, token, 'POST', `/api/vendor/orders/${orderIds[0]}/status/next`);
  const suborders = await api<{ data: { id: number }[] }>(page.request, token, 'GET', `/api/vendor/suborders?order_id=${orderIds[0]}`);
  await api(page.request, token, 'POST', `/api/vendor/suborders/${suborders.data[0]!.id}/status`, { status: 'delivered' });

  // 1. The survey waits in the satisfaction list; its screen shows the link to text the patient.
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/charts/satisfaction');
  const row = page.getByRole('row').filter({ hasText: patient });
  await expect(row).toContainText('Waiting');
  await row.click();
  await expect(page).toHaveURL(/\/supplier\/charts\/satisfaction\/\d+$/);
  const surveyUrl = page.url();
  const link = pathOf((await page.getByTestId('survey-link').textContent())!);

  // 2. The patient's phone, signed out: rates the four questions, comments and signs.
  const phone = await phonePage(browser, baseURL);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'How did we do?' })).toBeVisible();
  await noHorizontalScroll(phone);
  const stars = { overall: 5, driver: 4, timeliness: 5, explanation: 4 };
  const questions = ['How satisfied are you', 'How was the driver', 'Did your equipment arrive', 'How well was the equipment'];
  for (const [i, n] of Object.values(stars).entries()) {
    // The stars are labels over visually hidden radio inputs: a tap lands on the label.
    const group = phone.getByRole('group', { name: new RegExp(questions[i]!) });
    const id = await group.getByLabel(`${n} of 5 stars`).getAttribute('id');
    await group.locator(`label[for="${id}"]`).click();
  }
  await phone.getByRole('textbox', { name: /Anything else/ }).fill('The driver was very patient.');
  await phone.getByRole('textbox', { name: 'Your full name' }).fill(patient);
  await drawSignature(phone);
  await phone.getByRole('button', { name: 'Send my answers' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you for your answers!' })).toBeVisible();

  // 3. The score shows in the list and on the survey; the link now says it was used.
  await page.goto('/supplier/charts/satisfaction');
  await expect(page.getByRole('row').filter({ hasText: patient })).toContainText('Answered');
  await expect(page.getByRole('row').filter({ hasText: patient }).getByLabel('4.5 of 5')).toBeVisible();
  await page.goto(surveyUrl);
  await expect(page.getByText('The driver was very patient.')).toBeVisible();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'This survey has already been answered. Thank you!' })).toBeVisible();

  // 4. A measurement chart on the second order's item: filled, a link made, signed on the phone.
  await page.goto(`/supplier/orders/${orderIds[1]}/edit/items`);
  const charts = page.getByRole('heading', { name: 'Charts' }).locator('..');
  await charts.getByRole('button', { name: 'Measurement chart' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Circumference 6 in above the joint').fill('14.5');
  await dialog.getByLabel('Circumference at the joint centre').fill('13');
  await dialog.getByLabel('Circumference 6 in below the joint').fill('11.25');
  await dialog.getByRole('button', { name: 'Save measurements' }).click();
  await expect(dialog.getByRole('button', { name: 'Get a signing link' })).toBeVisible();
  await closeToasts(page);
  await dialog.getByRole('button', { name: 'Get a signing link' }).click();
  const chartLink = pathOf((await dialog.getByTestId('chart-link').textContent())!);
  await phone.goto(chartLink);
  await expect(phone.getByRole('heading', { name: 'Confirm your measurements' })).toBeVisible();
  await expect(phone.getByRole('table', { name: 'Measurements' })).toContainText('11.25 in');
  await noHorizontalScroll(phone);
  await phone.getByRole('textbox', { name: 'Your full name' }).fill(patient);
  await drawSignature(phone);
  await phone.getByRole('button', { name: 'Sign the measurement chart' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you: the measurement chart is signed.' })).toBeVisible();
  await phone.goto(chartLink);
  await expect(phone.getByRole('heading', { name: 'This measurement chart has already been signed.' })).toBeVisible();
  await phone.context().close();

  // 5. The signed PDF opens from the order's documents.
  await page.goto(`/supplier/orders/${orderIds[1]}/edit/documents`);
  const opened = page.waitForResponse((r) => /\/api\/vendor\/media\/\d+\/open$/.test(r.url()));
  const pdfTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Open measurement-chart-order-/ }).first().click();
  const file = await opened;
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await (await pdfTab).close();
  await page.goto('/supplier/charts/measurement');
  await expect(page.getByRole('row').filter({ hasText: patient })).toContainText('Signed');
});
