import { expect, test, type Page } from '@playwright/test';
import { screenshotSuite, shooter, SHOT_SIZES } from '../screenshots';
import { ACCOUNTS, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the order screens at 1280x800 and 375x812 to /tmp/shots-orders/.
//   PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/orders/screenshots.spec.ts
const OUT = '/tmp/shots-orders';

/** The id of the first row of the orders table whose text matches. */
async function orderIdOf(page: Page, text: string): Promise<number> {
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  return Number(/#(\d+)/.exec((await row.textContent()) ?? '')![1]);
}

test.describe('[ORDERS][SCREENSHOTS]', () => {
  screenshotSuite('order', OUT);

  const shoot = shooter(OUT);

  for (const size of SHOT_SIZES) {
    test(`order screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;

      await openSignedIn(page, ACCOUNTS.doctor, '/doctor/orders');
      const draft = await orderIdOf(page, 'Carter');
      await shoot(page, at('doctor-list'));
      await page.goto('/doctor/orders/create');
      await page.getByRole('button', { name: 'Create order' }).click();
      await expect(page.getByText('The patient field is required.')).toBeVisible();
      await shoot(page, at('doctor-create-errors'));

      const edit = `/doctor/orders/${draft}/edit`;
      await page.goto(`${edit}/general`);
      await page.getByRole('button', { name: 'Edit Info' }).click();
      await shoot(page, at('doctor-general-edit'));
      await page.goto(`${edit}/items/cart`);
      await expect(page.getByRole('table', { name: 'Cart' })).toBeVisible();
      await shoot(page, at('doctor-items-cart'));
      await page.goto(`${edit}/items/catalog/category`);
      await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('mask');
      await expect(page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('doctor-items-catalog'));
      await page.goto(`${edit}/items/presets`);
      await shoot(page, at('doctor-items-presets'));
      await page.goto(`${edit}/diagnosis`);
      await page.getByRole('combobox', { name: 'Add a diagnosis' }).fill('sleep apnea');
      await expect(page.getByRole('option').first()).toBeVisible();
      await shoot(page, at('doctor-diagnosis'), false);
      await page.keyboard.press('Escape');
      await page.goto(`${edit}/insurance`);
      await shoot(page, at('doctor-insurance'));
      await page.goto(`${edit}/address-and-contacts`);
      await shoot(page, at('doctor-address'));
      await page.goto(`${edit}/patient-info`);
      await shoot(page, at('doctor-patient-info'));
      await page.goto(`${edit}/order-status`);
      await expect(page.getByRole('list', { name: 'Order checklist' })).toBeVisible();
      await shoot(page, at('doctor-order-status'));

      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/orders/list');
      const intake = await orderIdOf(page, 'Intake');
      await shoot(page, at('supplier-list'));
      const sEdit = `/supplier/orders/${intake}/edit`;
      await page.goto(`${sEdit}/general`);
      await shoot(page, at('supplier-general'));
      await page.goto(`${sEdit}/items`);
      await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
      await shoot(page, at('supplier-items'));
      await page.goto(`${sEdit}/order-status`);
      await expect(page.getByRole('list', { name: 'Status checklist' })).toBeVisible();
      await shoot(page, at('supplier-order-status'));
      await page.goto(`${sEdit}/history`);
      await expect(page.getByRole('table', { name: 'Status history' })).toBeVisible();
      await shoot(page, at('supplier-history'));
      await page.goto(`${sEdit}/doctor`);
      await shoot(page, at('supplier-doctor'));
      await page.goto('/supplier/orders/list/20');
      const prsc = await orderIdOf(page, 'Pend PRSC');
      await page.goto(`/supplier/orders/${prsc}/edit/order-status`);
      await expect(page.getByText('Waiting for Doctor signature').first()).toBeVisible();
      await shoot(page, at('supplier-pend-prsc'));
      await page.goto('/supplier/patients');
      await page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: 'Ellison' }).first().click();
      await page.getByRole('tab', { name: 'Orders' }).click();
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
      await shoot(page, at('supplier-patient-orders'));
    });
  }
});

// The supplier's fulfilment screens (SKU and serial, prior authorisation, intake shortcuts) go to their own folder:
//   PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/orders/screenshots.spec.ts -g FULFILMENT
const FULFILMENT_OUT = '/tmp/shots-orders2';

test.describe('[ORDERS][FULFILMENT_SCREENSHOTS]', () => {
  screenshotSuite('order', FULFILMENT_OUT);

  const shoot = shooter(FULFILMENT_OUT);

  for (const size of SHOT_SIZES) {
    test(`supplier fulfilment screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/orders/list/40');
      const ready = await orderIdOf(page, 'Ready For Service');
      const edit = `/supplier/orders/${ready}/edit`;

      await page.goto(`${edit}/items`);
      const items = page.getByRole('table', { name: 'Items' });
      await expect(items).toBeVisible();
      await shoot(page, at('items-ready'));
      await items
        .getByRole('button', { name: /^(Set|Change) the SKU and serial of / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Stock of / });
      await dialog.getByRole('combobox', { name: 'SKU' }).fill('bad#sku');
      await dialog.getByRole('button', { name: 'Save stock' }).click();
      await expect(dialog.getByText(/The SKU may contain only/)).toBeVisible();
      await shoot(page, at('items-stock-error'), false);
      // The demo's wheelchair SKU (seed-stock.ts): each size reserves one of its two units in Columbus.
      const unit = size.name === 'phone' ? 'WC18-0002' : 'WC18-0001';
      await dialog.getByRole('combobox', { name: 'SKU' }).fill('MDL-K0001-18');
      await dialog.getByRole('combobox', { name: 'SKU' }).blur();
      await dialog.getByRole('combobox', { name: 'Serial number' }).fill(unit);
      await dialog.getByRole('combobox', { name: 'Serial number' }).blur();
      await dialog.getByRole('button', { name: 'Save stock' }).click();
      await expect(dialog).toBeHidden();
      await expect(items).toContainText(unit);
      await shoot(page, at('items-with-sku'));
      await items
        .getByRole('button', { name: /^Drop the SKU of / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Drop the SKU of / })).toBeVisible();
      await shoot(page, at('items-drop-confirm'), false);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`${edit}/general`);
      const pa = page.getByRole('region', { name: 'Prior authorisation' });
      await pa.getByRole('button', { name: 'Edit Info' }).click();
      await pa.getByRole('textbox', { name: /Prior authorisation number/ }).fill('1234');
      await pa.getByRole('button', { name: 'Save changes' }).click();
      await expect(pa.getByText('The prior number must be ####-####-####-####.')).toBeVisible();
      await shoot(page, at('general-pa-error'));
      await pa.getByRole('textbox', { name: /Prior authorisation number/ }).fill('1234567890123456');
      await pa.getByRole('textbox', { name: 'PA valid through' }).fill('12312027');
      await pa.getByRole('button', { name: 'Save changes' }).click();
      await expect(pa).toContainText('1234-5678-9012-3456');
      await shoot(page, at('general-pa-saved'));

      await page.goto('/supplier/orders/list/100');
      const done = await orderIdOf(page, 'Completed');
      await page.goto(`/supplier/orders/${done}/edit/items`);
      await expect(page.getByTestId('stock-reason')).toBeVisible();
      await shoot(page, at('items-locked'));
      await page.goto(`/supplier/orders/${done}/edit/general`);
      await expect(page.getByTestId('authorization-reason')).toBeVisible();
      await shoot(page, at('general-locked'));

      await page.goto('/supplier/orders/list/10');
      const intake = await orderIdOf(page, 'Intake');
      await page.goto(`/supplier/orders/${intake}/edit/insurance`);
      await expect(page.getByRole('region', { name: 'The patient’s policies' })).toBeVisible();
      await shoot(page, at('intake-insurance'));
      await page.goto(`/supplier/orders/${intake}/edit/address-and-contacts`);
      await expect(page.getByRole('button', { name: 'Ship to the billing address' })).toBeVisible();
      await shoot(page, at('intake-address'));
    });
  }
});
