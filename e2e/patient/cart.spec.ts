import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, closeToasts, openSignedIn } from '../shell/support';

// Issue 13 item 6 in the browser, at a phone's size: the demo patient (Peter Walsh, a Bennett patient shopping at
// Sunrise) browses the shop, puts two canes and a blood pressure monitor in the cart, takes the monitor out again
// (after confirming), and checks out: the order shows up in Sunrise's orders list. A CPAP mask needs a prescription:
// "Ask your doctor" sends it to Dr. Bennett, who finds the draft in her orders. axe-core checks each shop screen.

const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.PAGE_SHOTS ? '/work/shots' : null;

async function noSeriousViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

async function checkScreen(page: Page, what: string, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  await noSeriousViolations(page, what);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/patient-cart-${name}.png`, fullPage: true });
  }
}

interface Item {
  id: number;
  hcpcs: string;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

test('[PATIENT][CART]: an over-the-counter item goes to the cart and checkout makes the supplier an order', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(page, ACCOUNTS.patient);
  // The monitor is put in through the API; the canes through the screens.
  const tree = await api<{ data: { categories: { id: number; name: string; children: { id: number; name: string }[] }[] } }>(page.request, token, 'GET', '/api/patient/catalog/categories');
  const monitoring = tree.data.categories.find((c) => c.name === 'Monitoring & home care')!;
  const monitors = await api<{ data: Item[] }>(page.request, token, 'GET', `/api/patient/catalog/categories/${monitoring.id}?rowsPerPage=100`);
  const monitor = monitors.data.find((i) => i.hcpcs === 'A4670')!;
  await api(page.request, token, 'POST', '/api/patient/cart/items', { item_id: monitor.id, quantity: 1 });

  await openSignedIn(page, ACCOUNTS.patient, '/patient/catalog');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
  await expect(page.getByText('From Sunrise Medical Supply.')).toBeVisible();
  await checkScreen(page, 'the categories', 'categories-phone');

  await page.getByRole('link', { name: /^Mobility/ }).click();
  await expect(page.getByRole('heading', { name: 'Mobility' })).toBeVisible();
  await checkScreen(page, 'a category', 'category-phone');
  await page.getByRole('link', { name: /^Canes & crutches/ }).click();
  await expect(page.getByRole('heading', { name: 'Canes & crutches' })).toBeVisible();
  await checkScreen(page, 'a sub-category', 'subcategory-phone');

  await page.getByRole('link', { name: /^Cane, includes canes of all materials/ }).click();
  await expect(page).toHaveURL(/\/patient\/catalog\/\d+\/\d+\/\d+$/);
  await expect(page.locator('[data-price]')).toHaveText('$24.99');
  await checkScreen(page, 'an over-the-counter item', 'item-otc-phone');
  await page.getByRole('button', { name: 'More: Quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart · $49.98' }).click();
  await expect(page.getByText('In your cart:')).toBeVisible();
  await closeToasts(page);

  await page.getByRole('link', { name: /^Cart, 3 items/ }).click();
  await expect(page.getByRole('heading', { name: 'My cart' })).toBeVisible();
  await expect(page.locator('[data-cart-total]')).toHaveText('$94.97');
  await checkScreen(page, 'the cart', 'cart-phone');

  // Removing asks first; then the total is the canes alone.
  await page.locator('[data-cart-line="A4670"]').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove from the cart?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('[data-cart-line="A4670"]')).toHaveCount(0);
  await expect(page.locator('[data-cart-total]')).toHaveText('$49.98');

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByText(/^Order #\d+ went to Sunrise Medical Supply/);
  await expect(placed).toBeVisible();
  const orderId = Number((await placed.textContent())!.match(/#(\d+)/)![1]);
  await expect(page.getByText(/payment of \$49\.98/)).toBeVisible();
  await checkScreen(page, 'the placed order', 'placed-phone');
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/orders/${orderId}$`));

  // Sunrise has it in its orders list at Initial.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/orders/list/5');
  await expect(page.getByRole('row').filter({ hasText: String(orderId) }).filter({ hasText: 'Walsh' }).first()).toBeVisible();
});

test('[PATIENT][CART]: a prescription item is asked of the doctor, who finds it in her drafts', async ({ page }) => {
  test.setTimeout(90_000);
  // The same column on a laptop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, ACCOUNTS.patient, '/patient/catalog');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
  await checkScreen(page, 'the categories on a laptop', 'categories-laptop');
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: /^Respiratory & sleep/ }).click();
  await page.getByRole('link', { name: /^CPAP\/BiPAP supplies/ }).click();
  await page.getByRole('link', { name: /^Nasal interface/ }).click();
  await expect(page).toHaveURL(/\/patient\/catalog\/\d+\/\d+\/\d+$/);
  // The URL changes before the item loads, while the category list (with its own Prescription badges) is still on
  // screen: wait for the item's own action first.
  await expect(page.getByRole('button', { name: 'Ask your doctor' })).toBeVisible();
  await expect(page.getByText('Prescription', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
  await checkScreen(page, 'a prescription item', 'item-rx-phone');
  await page.getByRole('textbox', { name: 'Message to your doctor (optional)' }).fill('My nasal mask leaks at night.');
  await page.getByRole('button', { name: 'Ask your doctor' }).click();
  await expect(page.getByText('Sent to your doctor')).toBeVisible();
  await expect(page.getByText(/You asked Dr\. Olivia Bennett/)).toBeVisible();
  await checkScreen(page, 'the request sent', 'item-asked-phone');

  // Dr. Bennett's drafts hold it: a draft for Walsh with the mask.
  const doctorToken = await apiToken(page, ACCOUNTS.doctor);
  const drafts = await api<{ data: { id: number; patient: { full_name: string } | null }[] }>(page.request, doctorToken, 'GET', '/api/doctor/orders?status=1&sortBy=id&sortType=desc&rowsPerPage=25');
  const draft = drafts.data.find((o) => o.patient?.full_name.includes('Walsh'));
  expect(draft).toBeDefined();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/orders/1');
  await expect(page.getByRole('row').filter({ hasText: String(draft!.id) }).filter({ hasText: 'Walsh' }).first()).toBeVisible();
  await page.goto(`/doctor/orders/${draft!.id}/edit/items`);
  await expect(page.getByText(/Nasal interface/).first()).toBeVisible();
});
