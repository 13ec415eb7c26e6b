import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, openSignedIn, toast } from '../shell/support';

const MB = 1024 * 1024;

/** A PDF of `size` bytes: a one-page document padded with a comment, enough for the server's byte check. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n%',
  );
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
}

/** The first order of the supplier's list: any order the owner may add documents to. */
async function someOrder(page: Page): Promise<number> {
  const token = await apiToken(page, ACCOUNTS.supplier);
  const response = await page.request.get('/api/vendor/orders?rowsPerPage=25', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const orders = ((await response.json()) as { data: { id: number; deleted_at?: string | null }[] }).data;
  const order = orders.find((o) => !o.deleted_at);
  expect(order, 'the demo supplier has an order').toBeTruthy();
  return order!.id;
}

/** Chromium's own network throttling (DevTools): the upload runs at `bytesPerSecond`, the download is left alone. */
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

const progressValue = async (page: Page) =>
  Number(await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'));

test('[SUPPLIER][ORDER_DOCUMENTS]: a 15 MB PDF uploads on a slow line with its progress shown; a file over 20 MB is refused before sending', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const orderId = await someOrder(page);
  await openSignedIn(page, ACCOUNTS.supplier, `/supplier/orders/${orderId}/edit/documents`);
  const form = page.getByRole('form', { name: 'Upload documents' });
  const input = form.locator('input[type="file"]');
  await expect(form).toBeVisible();

  // 1. Too large: refused in the form with the limit, and nothing goes to the server.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/media$/.test(r.url())) posts.push(r.url());
  });
  // Said in the report when the upload fails: how (no answer, or the server's status).
  page.on('requestfailed', (r) =>
    console.log(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText ?? '?'} at ${new Date().toISOString()}`),
  );
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.status() >= 400)
      console.log(`${r.url()} answered ${r.status()} at ${new Date().toISOString()}`);
  });
  await input.setInputFiles({ name: 'too-big.pdf', mimeType: 'application/pdf', buffer: pdfOf(21 * MB) });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('too-big.pdf is 21.0 MB. The file may not be greater than 20 MB.')).toBeVisible();
  expect(posts).toEqual([]);

  // 2. 15 MB at about 1 MB/s: longer than the client's 15 s request timeout, so only a helper without it succeeds.
  const cdp = await throttleUpload(page, MB);
  const name = `scan-${Date.now().toString(36)}.pdf`;
  await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfOf(15 * MB) });
  const started = Date.now();
  await form.getByRole('button', { name: 'Upload' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(form.getByText(/Uploading: [\d.]+ of 15\.0 MB/)).toBeVisible();
  await expect.poll(() => progressValue(page), { timeout: 15_000 }).toBeGreaterThan(5);
  const early = await progressValue(page);
  await expect.poll(() => progressValue(page), { timeout: 15_000 }).toBeGreaterThan(early + 20);
  await page.screenshot({ path: info.outputPath('upload-progress-laptop.png') });

  await expect(toast(page, `${name} was uploaded`)).toBeVisible({ timeout: 90_000 });
  const took = Date.now() - started;
  expect(took, `the upload took ${took} ms`).toBeGreaterThan(15_000);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: `Open ${name}` }).first()).toBeVisible();
  expect(posts).toHaveLength(1);

  // 3. On a phone: the bar fits, and Cancel stops the upload (nothing is listed).
  await page.setViewportSize({ width: 390, height: 844 });
  const cancelled = `cancelled-${Date.now().toString(36)}.pdf`;
  await input.setInputFiles({ name: cancelled, mimeType: 'application/pdf', buffer: pdfOf(6 * MB) });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => progressValue(page), { timeout: 15_000 }).toBeGreaterThan(10);
  await page.screenshot({ path: info.outputPath('upload-progress-phone.png'), fullPage: true });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toBeHidden();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.reload();
  await expect(page.getByRole('button', { name: `Open ${name}` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${cancelled}` })).toHaveCount(0);
});
