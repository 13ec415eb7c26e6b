import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, closeToasts, openSignedIn, toast } from '../shell/support';
import { drawSignature } from '../signing/support';

const VALIDATION_STEP_TEXT = 'To move to the next status all actions need to be fulfilled';
const DOCTOR = 'Dr. Olivia Bennett';
const SUPPLIER = 'Sam Rivera';
const MEDICARE = /^Medicare DME MAC Jurisdiction B \(CGS\) · primary · 48293017561/;

async function pick(page: Page, field: Locator, option: string | RegExp, type?: string) {
  await field.click();
  if (type) await field.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/** A select without search is a read-only text box; with search, a combobox. */
const selectField = (scope: Locator, name: RegExp) => scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name }));

/**
 * Opens a section of the order screen. Toasts sit top-right over the end of the tab bar and stay while the pointer
 * rests on them (a click at the tab would land on the toast), so they are closed first, by a click, as users do.
 */
async function tab(page: Page, name: string | RegExp) {
  await closeToasts(page);
  await page.getByRole('tablist', { name: 'Order sections' }).getByRole('tab', { name }).click();
}

/** The supplier's status tab: sends the order on with the step button and waits for the new status. */
async function supplierSends(page: Page, orderId: number, to: string) {
  const status = page.getByRole('region', { name: 'Order status' });
  await status.getByRole('button', { name: `Send to ${to}` }).click();
  await expect(toast(page, `Order #${orderId} moved to ${to}`)).toBeVisible();
  await expect(page.getByLabel(`Status: ${to}`)).toBeVisible();
}

/** The prescriber signs on the pad of the order-status tab; the order goes back to the supplier (In work). */
async function doctorSigns(page: Page, orderId: number, action: 'Sign CMN' | 'Sign F2F', documentTitle: string) {
  await openSignedIn(page, ACCOUNTS.doctor, `/doctor/orders/${orderId}/edit/order-status`);
  const signature = page.getByRole('region', { name: 'Signature' });
  await expect(signature.getByText(documentTitle).first()).toBeVisible();
  const submit = signature.getByRole('button', { name: action, exact: true });
  await expect(submit).toBeDisabled();
  await drawSignature(page);
  await submit.click();
  await expect(signature.getByTestId('order-signed')).toContainText('The order is now In work');
  await expect(page.getByLabel('Status: In work')).toBeVisible();
}

test('[DOCTOR][SUPPLIER][ORDER_GOLDEN_PATH]: an order goes from the doctor’s draft through intake, both signatures, CMN and stock to Ready For Service, with every step in both histories', async ({
  page,
}) => {
  test.setTimeout(300_000);

  // --- the doctor writes the order: Mrs Ellison (HIPAA consent, Medicare, one billing address on file) ----------
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/orders/create');
  const form = page.getByRole('form', { name: 'New order' });
  await pick(page, form.getByRole('combobox', { name: /Patient/ }), 'Margaret A Ellison · DOB 03/14/1948', 'Ellison');
  await pick(page, selectField(form, /Doctor location/), /^Downtown Office/);
  await pick(page, form.getByRole('combobox', { name: /Supplier/ }), /^Sunrise Medical Supply/, 'Sunrise');
  await form.getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/doctor\/orders\/\d+\/edit\/general$/);
  const orderId = Number(/\/orders\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByLabel('Status: Draft')).toBeVisible();

  // Two items: the CPAP through the category tree, its mask through the catalog search.
  await tab(page, 'Items');
  await page.getByRole('tab', { name: 'Catalog' }).click();
  await page
    .getByRole('navigation', { name: 'Catalog categories' })
    .getByRole('region', { name: 'Respiratory & sleep' })
    .getByRole('link', { name: 'Sleep therapy (CPAP/BiPAP)' })
    .click();
  await page.getByRole('button', { name: 'Add E0601 to the order' }).click();
  await expect(toast(page, 'E0601 was added to the order')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Catalog' }).click();
  await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('A7030');
  await page.getByRole('table', { name: 'Search results' }).getByRole('button', { name: 'Add A7030 to the order' }).click();
  await expect(toast(page, 'A7030 was added to the order')).toBeVisible();

  // The diagnosis, found by words.
  await tab(page, 'Diagnosis');
  const diagnoses = page.getByRole('region', { name: 'Diagnoses' });
  await diagnoses.getByRole('combobox', { name: 'Add a diagnosis' }).fill('sleep apnea');
  await page.getByRole('option', { name: /^G47\.33 — / }).click();
  await expect(diagnoses.getByRole('table', { name: 'Order diagnoses' })).toContainText('G47.33');

  // The office leaves the policy and the delivery address to the supplier: both were filled from the profile.
  await tab(page, 'Insurance');
  const insurance = page.getByRole('region', { name: 'Insurance', exact: true });
  await insurance.getByRole('button', { name: 'Edit Info' }).click();
  // Choosing the chosen option again clears the select.
  await pick(page, selectField(insurance, /Insurance of the order/), MEDICARE);
  await insurance.getByRole('button', { name: 'Save changes' }).click();
  await expect(insurance.getByText('No insurance is attached to the order.')).toBeVisible();
  await tab(page, 'Address & Contacts');
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Edit Info' }).click();
  await pick(page, selectField(addresses, /Shipping address/), /1842 Northwest Blvd/);
  await addresses.getByRole('button', { name: 'Save changes' }).click();
  await expect(addresses.getByText('Not chosen')).toBeVisible();

  await tab(page, 'Order Status');
  const doctorStatus = page.getByRole('region', { name: 'Order status' });
  await doctorStatus.getByRole('button', { name: 'Send to Supplier' }).click();
  await expect(doctorStatus.getByText('The supplier is working on the order.')).toBeVisible();

  // --- the supplier: Initial -> Intake, refused at Intake while the checklist is open ----------------------------
  const supplierToken = await openSignedIn(page, ACCOUNTS.supplier, `/supplier/orders/${orderId}/edit/order-status`);
  await expect(page.getByLabel('Status: Initial')).toBeVisible();
  await supplierSends(page, orderId, 'Intake');
  const status = page.getByRole('region', { name: 'Order status' });
  await expect(status.getByText(VALIDATION_STEP_TEXT)).toBeVisible();
  await status.getByRole('button', { name: 'Send to Pend PRSC' }).click();
  const refusal = status.getByRole('alert');
  await expect(refusal).toContainText(VALIDATION_STEP_TEXT);
  const missing = refusal.getByRole('list', { name: 'Missing actions' });
  for (const label of ['An active insurance is attached', 'A shipping address is chosen', 'The items are confirmed'])
    await expect(missing).toContainText(label);
  await expect(missing).not.toContainText('At least one diagnosis code');
  await expect(page.getByLabel('Status: Intake')).toBeVisible();

  // Intake: attach the patient's Medicare policy, ship to the billing address, confirm the items.
  await tab(page, 'Insurance');
  await page.getByRole('button', { name: /^Attach Medicare DME MAC/ }).click();
  await expect(toast(page, 'is the order’s insurance')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Insurance', exact: true })).toContainText('48293017561');
  await tab(page, 'Address & Contacts');
  await page.getByRole('button', { name: 'Ship to the billing address' }).click();
  await expect(toast(page, 'The order ships to the billing address')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses' }).getByText('Not chosen')).toHaveCount(0);
  await expect(page.getByText('The order already ships to the billing address.')).toBeVisible();
  await tab(page, 'Items');
  await page.getByRole('region', { name: 'Order items' }).getByRole('button', { name: 'Confirm items' }).click();
  await expect(toast(page, 'The items were confirmed')).toBeVisible();

  await tab(page, 'Order Status');
  await expect(status.getByRole('list', { name: 'Status checklist' })).not.toContainText('(missing)');
  await supplierSends(page, orderId, 'Pend PRSC');
  await expect(status.getByText('Waiting for Doctor signature').first()).toBeVisible();
  await expect(status.getByRole('button', { name: /^Send to / })).toHaveCount(0);
  // Nothing but the prescriber's signature moves it: the server refuses a move with what it waits for.
  const early = await page.request.post(`/api/vendor/orders/${orderId}/status/next`, {
    headers: { Authorization: `Bearer ${supplierToken}` },
    data: { from: 20 },
  });
  expect(early.status()).toBe(422);
  expect(((await early.json()) as { errors: { checklist: string[] } }).errors.checklist).toEqual(['Waiting for Doctor signature']);

  // --- the prescriber signs the prescription; the CPAP also needs the face-to-face note ---------------------------
  await doctorSigns(page, orderId, 'Sign CMN', 'Prescription (Detailed Written Order)');

  await openSignedIn(page, ACCOUNTS.supplier, `/supplier/orders/${orderId}/edit/order-status`);
  await expect(page.getByLabel('Status: CMN Partly')).toBeVisible();
  await supplierSends(page, orderId, 'Pend F2F');
  await status.getByRole('button', { name: 'Send to CMN Received' }).click();
  await expect(status.getByRole('alert').getByRole('list', { name: 'Missing actions' })).toContainText('The face-to-face note is signed');

  await doctorSigns(page, orderId, 'Sign F2F', 'Face-to-Face Encounter Note');

  // --- the supplier: CMN Received -> CMN Verified, prior authorisation, stock, Ready For Service -----------------
  await openSignedIn(page, ACCOUNTS.supplier, `/supplier/orders/${orderId}/edit/order-status`);
  await expect(page.getByLabel('Status: CMN Received')).toBeVisible();
  await supplierSends(page, orderId, 'CMN Verified');
  const verified = status.getByRole('list', { name: 'Status checklist' });
  await expect(verified).toContainText('The prescription is signed (done)');
  await expect(verified).toContainText('The face-to-face note is on file (done)');

  // The payer's prior-authorisation number (Medicare does not ask for one for these items: PA steps are skipped).
  await tab(page, 'General');
  const pa = page.getByRole('region', { name: 'Prior authorisation' });
  await pa.getByRole('button', { name: 'Edit Info' }).click();
  await pa.getByRole('textbox', { name: /Prior authorisation number/ }).fill('1234');
  await pa.getByRole('button', { name: 'Save changes' }).click();
  await expect(pa.getByText('The prior number must be ####-####-####-####.')).toBeVisible();
  await pa.getByRole('textbox', { name: /Prior authorisation number/ }).fill('1234567890123456');
  await pa.getByRole('textbox', { name: 'PA valid through' }).fill('12312027');
  await pa.getByRole('button', { name: 'Save changes' }).click();
  await expect(pa).toContainText('1234-5678-9012-3456');
  await expect(pa).toContainText('12/31/2027');
  // The fax cover sheet opens as a PDF in a new tab.
  const cover = page.waitForResponse((r) => r.url().endsWith(`/api/vendor/orders/${orderId}/pa_cover`));
  const coverTab = page.waitForEvent('popup');
  await closeToasts(page);
  await pa.getByRole('button', { name: 'PA cover sheet' }).click();
  const coverResponse = await cover;
  expect(coverResponse.status()).toBe(200);
  expect(coverResponse.headers()['content-type']).toContain('application/pdf');
  expect((await coverResponse.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await (await coverTab).close();

  await tab(page, 'Order Status');
  await supplierSends(page, orderId, 'Ready For Service');
  await status.getByRole('button', { name: 'Send to Delivery' }).click();
  await expect(status.getByRole('alert').getByRole('list', { name: 'Missing actions' })).toContainText(
    'Every item has reserved stock (and a serial number when serialised) or a distributor order',
  );

  // A SKU (and the unit's serial number) on each line.
  await tab(page, 'Items');
  const items = page.getByRole('table', { name: 'Items' });
  for (const [hcpcs, sku, serial] of [
    ['E0601', 'RESMED-AS10-001', 'SN22841907'],
    ['A7030', 'RESMED-F20-M', ''],
  ] as const) {
    await closeToasts(page);
    await items.getByRole('button', { name: `Set the SKU and serial of ${hcpcs}` }).click();
    const dialog = page.getByRole('dialog', { name: `Stock of ${hcpcs}` });
    // The fields offer the company's SKUs and units (issue 9); blurring closes their lists before saving.
    await dialog.getByRole('combobox', { name: 'SKU' }).fill(sku);
    await dialog.getByRole('combobox', { name: 'SKU' }).blur();
    if (serial) {
      await dialog.getByRole('combobox', { name: 'Serial number' }).fill(serial);
      await dialog.getByRole('combobox', { name: 'Serial number' }).blur();
    }
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(dialog).toBeHidden();
    const line = items.getByRole('row').filter({ hasText: hcpcs });
    await expect(line).toContainText(sku);
    if (serial) await expect(line).toContainText(serial);
  }

  await tab(page, 'Order Status');
  await expect(page.getByLabel('Status: Ready For Service')).toBeVisible();
  await expect(status.getByRole('list', { name: 'Status checklist' })).toContainText(
    'Every item has reserved stock (and a serial number when serialised) or a distributor order (done)',
  );
  await expect(status.getByRole('button', { name: 'Send to Delivery' })).toBeEnabled();

  // The supplier's history: every transition and who made it.
  await tab(page, 'History');
  const expected: readonly [from: string, to: string, by: string][] = [
    ['', 'Draft', DOCTOR],
    ['Draft', 'Initial', DOCTOR],
    ['Initial', 'Intake', SUPPLIER],
    ['Intake', 'Pend PRSC', SUPPLIER],
    ['Pend PRSC', 'CMN Partly', DOCTOR],
    ['CMN Partly', 'Pend F2F', SUPPLIER],
    ['Pend F2F', 'CMN Received', DOCTOR],
    ['CMN Received', 'CMN Verified', SUPPLIER],
    ['CMN Verified', 'Ready For Service', SUPPLIER],
  ];
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row')).toHaveCount(expected.length + 1);
  for (const [i, [from, to, by]] of expected.entries()) {
    const cells = history
      .getByRole('row')
      .nth(i + 1)
      .getByRole('cell');
    if (from) await expect(cells.nth(1)).toHaveText(from);
    await expect(cells.nth(2)).toHaveText(to);
    await expect(cells.nth(3)).toHaveText(by);
  }

  // --- the doctor: the order is In work; the history shows the same steps as the doctor sees them ----------------
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/orders');
  await page.getByRole('tablist', { name: 'Order status' }).getByRole('tab', { name: 'In work' }).click();
  await expect(page).toHaveURL('/doctor/orders/-10');
  await expect(
    page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` }),
  ).toContainText('In work');

  // The doctor sees the supplier's statuses as In work: the steps inside it are the supplier's, not listed here.
  await page.goto(`/doctor/orders/${orderId}/edit/order-status`);
  const doctorHistory = page.getByRole('region', { name: 'Status history' }).getByRole('table', { name: 'Status history' });
  const seen = (s: string) => (['', 'Draft', 'Pend PRSC', 'Pend F2F'].includes(s) ? s : 'In work');
  const doctorSees = expected.filter(([from, to]) => seen(from) !== seen(to));
  expect(doctorSees.map(([, to, by]) => `${seen(to)} by ${by}`)).toEqual([
    `Draft by ${DOCTOR}`,
    `In work by ${DOCTOR}`,
    `Pend PRSC by ${SUPPLIER}`,
    `In work by ${DOCTOR}`,
    `Pend F2F by ${SUPPLIER}`,
    `In work by ${DOCTOR}`,
  ]);
  await expect(doctorHistory.getByRole('row')).toHaveCount(doctorSees.length + 1);
  for (const [i, [from, to, by]] of doctorSees.entries()) {
    const cells = doctorHistory
      .getByRole('row')
      .nth(i + 1)
      .getByRole('cell');
    if (from) await expect(cells.nth(1)).toHaveText(seen(from));
    await expect(cells.nth(2)).toHaveText(seen(to));
    await expect(cells.nth(3)).toHaveText(by);
  }

  // The signed prescription opens from the documents tab: the tab's request answers the PDF.
  await tab(page, 'Documents');
  const name = `prescription-order-${orderId}-v1.pdf`;
  const opened = page.waitForResponse((r) => /\/api\/doctor\/media\/\d+\/open$/.test(r.url()));
  const pdfTab = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: `Open ${name}` })
    .first()
    .click();
  const file = await opened;
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await (await pdfTab).close();
});
