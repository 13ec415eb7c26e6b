import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiToken, openSignedIn } from '../shell/support';
import { api, drawSignature, orderToSign, signingLinkPath } from './support';

interface DocumentRow {
  id: number;
  mime: string;
  type: string;
  signature: { via: string; signer_name: string; content_hash: string } | null;
}

test('[DOCTOR][SIGN_BY_LINK]: the prescriber signs an order through a signing link, once; the signed PDF is on the order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(page, ACCOUNTS.doctor);
  const orderId = await orderToSign(page.request, token, 20);
  const linkPath = await signingLinkPath(page.request, token, orderId);

  // A stranger's browser: nobody is signed in.
  await page.goto(linkPath);
  await expect(page).toHaveURL(new RegExp(`/sign/doc-order/\\d+/${orderId}\\?token=`));
  await expect(page.getByRole('heading', { name: `Review and sign order #${orderId}` })).toBeVisible();
  await expect(page.getByText('Prescription (Detailed Written Order)')).toBeVisible();
  const submit = page.getByRole('button', { name: /^Sign (the document|\d+ documents)$/ });
  await expect(submit).toBeDisabled();
  await drawSignature(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: /^Thank you: the documents? (is|are) signed\.$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed documents' }).getByText('Prescription (Detailed Written Order)')).toBeVisible();
  const signingPage = page.url();

  // The link works once.
  await page.goto(signingPage);
  await expect(page.getByRole('heading', { name: 'This signing link has already been used.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your signature' })).toHaveCount(0);

  // The order now holds the signed PDF, signed through the link, and its bytes are a PDF.
  const { data: documents } = await api<{ data: DocumentRow[] }>(page.request, token, 'GET', `/api/doctor/orders/${orderId}/media`);
  const signed = documents.find((d) => d.type === 'prescription' && d.signature !== null);
  expect(signed, 'a signed prescription on the order').toBeTruthy();
  expect(signed!.mime).toBe('application/pdf');
  expect(signed!.signature!.via).toBe('link');
  expect(signed!.signature!.signer_name).toBe('Dr. Olivia Bennett');
  const file = await page.request.get(`/api/doctor/media/${signed!.id}/open`, { headers: { Authorization: `Bearer ${token}` } });
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('[PUBLIC][SIGN_BY_LINK]: a link with an unknown token says it is not valid', async ({ page }) => {
  await page.goto('/sign/doc-order/1/1?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'This signing link is not valid.' })).toBeVisible();
});

test('[DOCTOR][NOTE_MENTION]: a supplier mentions the prescriber in a note; the doctor sees a toast linking to the order', async ({
  page,
}) => {
  const doctor = await apiToken(page, ACCOUNTS.doctor);
  const orderId = await orderToSign(page.request, doctor, 20).catch(async () => {
    // The signing test may have moved the Pend PRSC order on: any order the supplier reaches will do.
    const { data } = await api<{ data: { id: number }[] }>(page.request, doctor, 'GET', '/api/doctor/orders?status=-10');
    return data[0]!.id;
  });
  const authorised = page.waitForResponse((r) => r.url().endsWith('/broadcasting/auth') && r.request().method() === 'POST');
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
  expect((await authorised).status()).toBe(200);

  const supplier = await apiToken(page, ACCOUNTS.supplier);
  const persons = await api<{ data: { id: number; is_prescriber: boolean }[] }>(
    page.request,
    supplier,
    'GET',
    `/api/vendor/orders/${orderId}/persons`,
  );
  const prescriber = persons.data.find((p) => p.is_prescriber)!;
  await api(page.request, supplier, 'POST', '/api/vendor/notes', {
    order_id: orderId,
    body: 'The CMN needs the length of need, please.',
    mention_ids: [prescriber.id],
  });

  const toast = page.locator('[data-link-toasts] .mantine-Notification-root').filter({ hasText: 'mentioned you in a note' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('The CMN needs the length of need, please.');
  await toast.getByRole('link', { name: `Open order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor/orders/${orderId}/edit`));
});
