import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, closeToasts, openSignedIn, toast } from '../shell/support';

const VALIDATION_STEP_TEXT = 'To move to the next status all actions need to be fulfilled';

async function pick(page: Page, field: Locator, option: string | RegExp, type?: string) {
  await field.click();
  if (type) await field.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

test('[DOCTOR][SUPPLIER][ORDER_FLOW]: the doctor orders two items with a diagnosis and sends the order; the supplier takes it to Intake, is refused further with the checklist, and the history names who did what', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // --- the doctor creates the order -------------------------------------------------------------------------
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Order Activity' })).toBeVisible();
  await nav.getByRole('link', { name: 'New Order' }).click();
  await expect(page).toHaveURL('/doctor/orders/create');
  const form = page.getByRole('form', { name: 'New order' });
  await pick(page, form.getByRole('combobox', { name: /Patient/ }), 'Margaret A Ellison · DOB 03/14/1948', 'Ellison');
  // A select without search: its field is a read-only text box.
  await pick(
    page,
    form.getByRole('textbox', { name: /Doctor location/ }).or(form.getByRole('combobox', { name: /Doctor location/ })),
    /^Downtown Office/,
  );
  await pick(page, form.getByRole('combobox', { name: /Supplier/ }), /^Sunrise Medical Supply/, 'Sunrise');
  await form.getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/doctor\/orders\/\d+\/edit\/general$/);
  const orderId = Number(/\/orders\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByLabel('Status: Draft')).toBeVisible();

  // Two items from the catalog: CPAP through the category tree, the mask through the catalog search.
  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page).toHaveURL(`/doctor/orders/${orderId}/edit/items/cart`);
  await expect(page.getByText('The cart is empty.')).toBeVisible();
  await page.getByRole('tab', { name: 'Catalog' }).click();
  await page
    .getByRole('navigation', { name: 'Catalog categories' })
    .getByRole('region', { name: 'Respiratory & sleep' })
    .getByRole('link', { name: 'Sleep therapy (CPAP/BiPAP)' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/doctor/orders/${orderId}/edit/items/catalog/\\d+/\\d+$`));
  await page.getByRole('button', { name: 'Add E0601 to the order' }).click();
  await expect(toast(page, 'E0601 was added to the order')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Catalog' }).click();
  await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('A7030');
  await page.getByRole('table', { name: 'Search results' }).getByRole('button', { name: 'Add A7030 to the order' }).click();
  await expect(toast(page, 'A7030 was added to the order')).toBeVisible();
  await page.getByRole('tab', { name: /^Cart/ }).click();
  const cart = page.getByRole('table', { name: 'Cart' });
  await expect(cart.getByRole('row').filter({ hasText: 'E0601' })).toBeVisible();
  await expect(cart.getByRole('row').filter({ hasText: 'A7030' })).toBeVisible();

  // An ICD-10 code found by words.
  await page.getByRole('tab', { name: 'Diagnosis' }).click();
  const diagnoses = page.getByRole('region', { name: 'Diagnoses' });
  await diagnoses.getByRole('combobox', { name: 'Add a diagnosis' }).fill('sleep apnea');
  await page.getByRole('option', { name: /^G47\.33 — / }).click();
  await expect(diagnoses.getByRole('table', { name: 'Order diagnoses' })).toContainText('G47.33');

  // The completeness checklist, then Send to Supplier: the patient's HIPAA consent is on file, so it goes In work.
  await closeToasts(page);
  await page.getByRole('tab', { name: 'Order Status' }).click();
  const status = page.getByRole('region', { name: 'Order status' });
  const checklist = status.getByRole('list', { name: 'Order checklist' });
  await expect(checklist).toContainText('A supplier is chosen (done)');
  await expect(checklist).toContainText('At least one item is ordered (done)');
  await status.getByRole('button', { name: 'Send to Supplier' }).click();
  await expect(status.getByText('The supplier is working on the order.')).toBeVisible();
  await expect(page.getByLabel('Status: In work')).toBeVisible();

  // --- the supplier works on it ---------------------------------------------------------------------------
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Order Activity' }).click();
  await expect(page).toHaveURL('/supplier/orders/list');
  const row = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: `#${orderId}` });
  await expect(row).toContainText('Initial');
  await expect(row).toContainText('Dr. Olivia Bennett');
  await row.getByRole('cell').first().click();
  await expect(page).toHaveURL(`/supplier/orders/${orderId}/edit/general`);
  await closeToasts(page);
  await page.getByRole('tab', { name: 'Order Status' }).click();
  const supplierStatus = page.getByRole('region', { name: 'Order status' });
  await supplierStatus.getByRole('button', { name: 'Send to Intake' }).click();
  await expect(toast(page, `Order #${orderId} moved to Intake`)).toBeVisible();
  await expect(page.getByLabel('Status: Intake')).toBeVisible();

  // Intake's checklist: the items are not confirmed yet, so the next move is refused with what is missing.
  await supplierStatus.getByRole('button', { name: 'Send to Pend PRSC' }).click();
  const refusal = supplierStatus.getByRole('alert');
  await expect(refusal).toContainText(VALIDATION_STEP_TEXT);
  await expect(refusal.getByRole('list', { name: 'Missing actions' })).toContainText('The items are confirmed');
  await expect(page.getByLabel('Status: Intake')).toBeVisible();

  // The history names every transition and who made it.
  await closeToasts(page);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(2)).toContainText('Dr. Olivia Bennett');
  await expect(history.getByRole('row').nth(2)).toContainText('Initial');
  await expect(history.getByRole('row').nth(3)).toContainText('Intake');
  await expect(history.getByRole('row').nth(3)).toContainText('Sam Rivera');

  // --- back on the doctor's side: the order is In work ------------------------------------------------------
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/orders');
  await page.getByRole('tablist', { name: 'Order status' }).getByRole('tab', { name: 'In work' }).click();
  await expect(page).toHaveURL('/doctor/orders/-10');
  await expect(
    page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` }),
  ).toContainText('In work');
});
