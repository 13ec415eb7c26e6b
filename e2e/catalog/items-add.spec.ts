import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, closeToasts, openSignedIn, toast } from '../shell/support';

/** A fresh draft of the demo practice for Ellison, to Sunrise, made through the API (the spec is about its items). */
async function draftOrder(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(page, ACCOUNTS.doctor)}` };
  const read = async <T,>(url: string): Promise<T> => {
    const response = await page.request.get(url, { headers });
    expect(response.ok(), url).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const [patient] = await read<{ id: number }[]>('/api/doctor/patients?search=Ellison');
  const offices = await read<{ id: number; name: string }[]>('/api/doctor/locations');
  const [vendor] = await read<{ id: number }[]>('/api/doctor/vendors?search=Sunrise');
  const created = await page.request.post('/api/doctor/orders', {
    headers,
    data: { user_id: patient!.id, doctor_location_id: offices.find((o) => o.name === 'Downtown Office')!.id, vendor_id: vendor!.id },
  });
  expect(created.ok(), 'the draft is created').toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('[DOCTOR][ORDER_ITEMS_ADD]: the doctor finds items by typing on the order’s Add view, adds one by its button with a quantity and one by the keyboard, and sees both in the cart', async ({
  page,
}) => {
  const orderId = await draftOrder(page);
  await openSignedIn(page, ACCOUNTS.doctor, `/doctor/orders/${orderId}/edit/items/cart`);
  await page.getByRole('tablist', { name: 'Items views' }).getByRole('tab', { name: 'Add' }).click();
  await expect(page).toHaveURL(`/doctor/orders/${orderId}/edit/items/add`);

  const field = page.getByRole('searchbox', { name: 'Find an item' });
  await expect(field).toBeFocused();
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  await field.fill('zzqx nothing');
  await expect(page.getByText('No item matches “zzqx nothing”.')).toBeVisible();

  // Part of a name: the hit tells where it is filed, that it is on prescription, the supplier's maker and price.
  await field.fill('positive airway');
  const hits = page.getByRole('list', { name: 'Matching items' });
  // The hits of the previous search stay (dimmed, busy) until the new ones arrive.
  const settled = () => expect(hits).toHaveAttribute('aria-busy', 'false');
  await settled();
  const cpap = hits.getByRole('listitem').filter({ hasText: 'E0601' });
  await expect(cpap).toContainText('Respiratory & sleep › Sleep therapy (CPAP/BiPAP)');
  await expect(cpap).toContainText('Rx');
  await expect(cpap).toContainText('ResMed');
  await expect(cpap).toContainText('$98.63');
  await cpap.getByRole('button', { name: 'Add E0601 to the order' }).click();
  await expect(toast(page, '1 × E0601 added to the order')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cart (1)' })).toBeVisible();

  // A maker's name finds the supplier's products by it; a CPAP is one per order.
  await field.fill('resmed');
  await settled();
  await expect(hits.getByRole('listitem').filter({ hasText: 'A7030' })).toContainText('ResMed');
  await expect(hits.getByRole('listitem').filter({ hasText: 'E0601' }).getByRole('button', { name: 'Increase quantity of e0601' })).toBeDisabled();

  // A quantity, then the keyboard: down to the strips, Enter adds them.
  await field.fill('glucose test');
  await settled();
  const strips = hits.getByRole('listitem').filter({ hasText: 'A4253' });
  await expect(strips).toBeVisible();
  const stripsIndex = (await hits.getByRole('listitem').allTextContents()).findIndex((text) => text.includes('A4253'));
  await strips.getByRole('button', { name: 'Increase quantity of a4253' }).click();
  await expect(strips.getByRole('textbox', { name: 'Quantity of A4253' })).toHaveValue('2');
  await field.focus();
  for (let i = 0; i < stripsIndex; i += 1) await field.press('ArrowDown');
  await expect(strips).toHaveAttribute('aria-current', 'true');
  await field.press('Enter');
  await expect(toast(page, '2 × A4253 added to the order')).toBeVisible();

  await closeToasts(page);
  await page.getByRole('tab', { name: /^Cart/ }).click();
  const cart = page.getByRole('table', { name: 'Cart' });
  await expect(cart.getByRole('row').filter({ hasText: 'E0601' })).toBeVisible();
  await expect(cart.getByRole('row').filter({ hasText: 'A4253' })).toBeVisible();
  await expect(cart.getByRole('textbox', { name: 'Quantity of A4253' })).toHaveValue('2');
});

test('[DOCTOR][CATALOG_ITEMS_ADD]: on the catalog’s search the doctor adds a found item to a new preset and sees it there', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/catalog/items/category');
  await page.getByRole('tab', { name: 'Find items' }).click();
  await expect(page).toHaveURL('/doctor/catalog/items/add');

  await page.getByRole('searchbox', { name: 'Find an item' }).fill('walker');
  const walker = page.getByRole('list', { name: 'Matching items' }).getByRole('listitem').filter({ hasText: 'E0143' });
  await expect(walker).toContainText('Mobility');
  // The details open from the hit, with the item's insurance parameters.
  await walker.getByRole('button', { name: 'Details of E0143' }).click();
  const details = page.getByRole('dialog', { name: /^E0143 · / });
  await expect(details.getByText('Insurance parameters')).toBeVisible();
  await details.getByRole('button', { name: 'Add to preset' }).click();

  const name = `Walking aids ${Date.now()}`;
  const add = page.getByRole('dialog', { name: 'Add to a preset' });
  await add.getByRole('radio', { name: 'A new preset' }).check();
  await add.getByRole('textbox', { name: /^Name of the new preset/ }).fill(name);
  await add.getByRole('button', { name: 'Add to preset' }).click();
  await expect(toast(page, `E0143 added to “${name}”`)).toBeVisible();

  await page.getByRole('tab', { name: 'Presets' }).click();
  await page.getByRole('table', { name: 'Presets' }).getByRole('row').filter({ hasText: name }).getByRole('cell').first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('table', { name: `Items of ${name}` })).toContainText('E0143');
});

// Review aid, not a check: PAGE_SHOTS=1 writes both screens and the employee charts tab to /tmp/shots-items-add/.
const OUT = '/tmp/shots-items-add';
for (const size of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`[SCREENSHOTS]: the items' add screens at ${size.width}x${size.height}`, async ({ page }) => {
    test.skip(!process.env.PAGE_SHOTS, 'set PAGE_SHOTS=1 to write the screenshots');
    mkdirSync(OUT, { recursive: true });
    await page.setViewportSize(size);
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(OUT, `${name}-${size.name}.png`), fullPage: true });
    };
    const orderId = await draftOrder(page);
    await openSignedIn(page, ACCOUNTS.doctor, `/doctor/orders/${orderId}/edit/items/add`);
    await shoot('order-add-empty');
    await page.getByRole('searchbox', { name: 'Find an item' }).fill('resmed');
    await expect(page.getByRole('list', { name: 'Matching items' })).toBeVisible();
    await shoot('order-add-hits');
    await page.goto('/doctor/catalog/items/add');
    await page.getByRole('searchbox', { name: 'Find an item' }).fill('walker');
    await expect(page.getByRole('list', { name: 'Matching items' })).toBeVisible();
    await shoot('catalog-add-hits');

    const token = await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
    const employees = await page.request.get('/api/vendor/employees', { headers: { Authorization: `Bearer ${token}` } });
    const [employee] = ((await employees.json()) as { data: { id: number }[] }).data;
    await page.goto(`/supplier/employees/profile/${employee!.id}/charts`);
    await expect(page.getByRole('tab', { name: 'Charts' })).toHaveAttribute('aria-selected', 'true');
    await shoot('employee-charts');
  });
}
