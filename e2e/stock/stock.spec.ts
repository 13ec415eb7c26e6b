import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixtures } from '../fixtures';
import { ACCOUNTS, closeToasts, apiToken, openSignedIn, toast } from '../shell/support';

// Issue 9's browser checks: a new warehouse is stocked through a distribution order, an order line reserves one of
// the received units, Ready For Service passes, the logs show it all, and a second order cannot take that unit;
// a shelf under its PAR level is proposed for restocking.

const SUPPLIER = 'Sam Rivera';
const CPAP = 'RESMED-AS10-001';

async function pick(page: Page, field: Locator, option: string | RegExp, type?: string) {
  await field.click();
  if (type) await field.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/** A select without search is a read-only text box; with search, a combobox. */
const selectField = (scope: Locator | Page, name: RegExp) => scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name }));

/** Creates a warehouse through its screen and answers its id (from the URL it lands on). */
async function createWarehouse(page: Page, name: string): Promise<number> {
  await page.goto('/supplier/stock/warehouses/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Add warehouse' }).click();
  await expect(toast(page, `${name} was added`)).toBeVisible();
  await expect(page).toHaveURL(/\/supplier\/stock\/warehouses\/\d+\/general$/);
  return Number(/warehouses\/(\d+)\//.exec(page.url())![1]);
}

/** The with-stock screen: distributor and warehouse chosen (the proposal then loads by itself). */
async function openProposal(page: Page, warehouse: string) {
  await page.goto('/supplier/stock/distributors-orders/create/with-stock');
  await pick(page, selectField(page, /^Distributor/), 'Medline Industries');
  await pick(page, selectField(page, /^Warehouse/), warehouse);
}

test('[SUPPLIER][STOCK]: a new warehouse receives 5 CPAPs through a distribution order; an order reserves one unit and passes Ready For Service; a second order cannot take that unit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, second] = fixtures().stockOrders.orderIds;
  const serials = ['DAY-E2E-001', 'DAY-E2E-002', 'DAY-E2E-003', 'DAY-E2E-004', 'DAY-E2E-005'];
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/stock/warehouses');
  await createWarehouse(page, 'Dayton Stockroom');

  // A with-stock order: nothing of the new warehouse is under PAR yet, so the draft starts empty and gets a line.
  await openProposal(page, 'Dayton Stockroom');
  await expect(page.getByText('No shelf of this warehouse is under its PAR level.')).toBeVisible();
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/supplier\/stock\/distributors-orders\/\d+\/items$/);
  const orderUrl = page.url().replace(/\/items$/, '');
  const purchase = Number(/distributors-orders\/(\d+)/.exec(orderUrl)![1]);
  await page.goto(`${orderUrl}/add-item`);
  const add = page.getByRole('form', { name: 'Add item' });
  await pick(page, add.getByRole('combobox', { name: /^SKU/ }), new RegExp(`^${CPAP}`), CPAP);
  await add.getByRole('textbox', { name: /^Quantity/ }).fill('5');
  await add.getByRole('button', { name: 'Add to order' }).click();
  await page.goto(`${orderUrl}/items`);
  await closeToasts(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog', { name: `Receive order #${purchase}` });
  await receive.getByRole('textbox', { name: `Serial numbers of ${CPAP}` }).fill(serials.join('\n'));
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText(/Received/).first()).toBeVisible();

  // The order's line: the SKU from the Dayton shelf and one of the units just received.
  await page.goto(`/supplier/orders/${first}/edit/items`);
  const items = page.getByRole('table', { name: 'Items' });
  await items.getByRole('button', { name: 'Set the SKU and serial of E0601' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stock of E0601' });
  await dialog.getByRole('combobox', { name: 'SKU' }).fill(CPAP);
  await dialog.getByRole('combobox', { name: 'SKU' }).blur();
  await pick(page, selectField(dialog, /^Warehouse/), /^Dayton Stockroom · 5 free/);
  await dialog.getByRole('combobox', { name: 'Serial number' }).fill(serials[2]!);
  await dialog.getByRole('combobox', { name: 'Serial number' }).blur();
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog).toBeHidden();
  const line = items.getByRole('row').filter({ hasText: 'E0601' });
  await expect(line).toContainText(serials[2]!);
  await expect(line).toContainText('Reserved');
  await expect(line).toContainText('1 of 1 reserved · Dayton Stockroom');

  // Ready For Service: the stock item of the checklist is done and the order may go on.
  await closeToasts(page);
  await page.getByRole('tablist', { name: 'Order sections' }).getByRole('tab', { name: 'Order Status' }).click();
  const status = page.getByRole('region', { name: 'Order status' });
  await expect(status.getByRole('list', { name: 'Status checklist' })).toContainText(
    'Every item has reserved stock (and a serial number when serialised) or a distributor order (done)',
  );
  await expect(status.getByRole('button', { name: 'Send to Delivery' })).toBeEnabled();

  // A second order cannot take the same unit: the dialog says where it went.
  await page.goto(`/supplier/orders/${second}/edit/items`);
  await page.getByRole('table', { name: 'Items' }).getByRole('button', { name: 'Set the SKU and serial of E0601' }).click();
  const other = page.getByRole('dialog', { name: 'Stock of E0601' });
  await other.getByRole('combobox', { name: 'SKU' }).fill(CPAP);
  await other.getByRole('combobox', { name: 'SKU' }).blur();
  await pick(page, selectField(other, /^Warehouse/), /^Dayton Stockroom · 4 free/);
  await other.getByRole('combobox', { name: 'Serial number' }).fill(serials[2]!);
  await other.getByRole('combobox', { name: 'Serial number' }).blur();
  await other.getByRole('button', { name: 'Save stock' }).click();
  await expect(other.getByText(`Serial number ${serials[2]} is already reserved for order #${first}.`)).toBeVisible();
  await other.getByRole('button', { name: 'Cancel' }).click();

  // The stock logs: the receipt and the reservation of that unit, by the supplier's owner.
  await page.goto('/supplier/stock/logs');
  await page.getByLabel('Serial number').fill(serials[2]!);
  const logs = page.getByRole('table', { name: 'Stock movements' });
  // The filter applies once typing pauses: then only the unit's own movements are left.
  await expect(logs.getByRole('row').filter({ hasText: 'MDL-K0001-18' })).toHaveCount(0);
  const reservation = logs.getByRole('row').filter({ hasText: 'Reservation' }).filter({ hasText: serials[2]! });
  await expect(reservation).toContainText(SUPPLIER);
  await expect(reservation).toContainText(`Order #${first}`);
  const receipt = logs.getByRole('row').filter({ hasText: 'Receipt' });
  await expect(receipt).toContainText(SUPPLIER);
  await expect(receipt).toContainText(`Distribution #${purchase}`);
});

test('[SUPPLIER][STOCK]: a shelf with a PAR level of 10 and 3 in stock is proposed for 7 in a with-stock order', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/stock/warehouses');
  const warehouseId = await createWarehouse(page, 'Springfield Stockroom');
  // The shelf itself is set up through the API (its screens are the first spec's): 3 walkers, PAR 10, no reorder quantity.
  const token = await apiToken(page, ACCOUNTS.supplier);
  const auth = { authorization: `Bearer ${token}` };
  const found = await page.request.get('/api/vendor/inventory?search=WLK-E0143-001', { headers: auth });
  const sku = ((await found.json()) as { data: { id: number; sku: string }[] }).data.find((k) => k.sku === 'WLK-E0143-001')!;
  const received = await page.request.post(`/api/vendor/inventory/${sku.id}/storage`, {
    headers: auth,
    data: { warehouse_id: warehouseId, quantity: 3, par_level: 10, reorder_quantity: 0 },
  });
  expect(received.status()).toBe(201);

  await openProposal(page, 'Springfield Stockroom');
  const lines = page.getByRole('table', { name: 'Proposed lines' });
  await expect(lines.getByRole('row').filter({ hasText: 'WLK-E0143-001' })).toBeVisible();
  await expect(lines.getByRole('textbox', { name: 'Quantity of WLK-E0143-001' })).toHaveValue('7');
});
