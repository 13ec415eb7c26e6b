import { expect, test, type Page } from '@playwright/test';
import { fixtures } from '../fixtures';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, closeToasts, openSignedIn, todaysLocation } from '../shell/support';

// Issue 10's browser check: two ready orders go to Delivery and become suborders; the planner auto-schedules
// tomorrow over both drivers and saves the plan; the route shows its stops on the map; the driver, on a phone,
// confirms the CPAP's serial, takes the signature and a photo and marks the stop delivered; the planner's route
// screen shows it without a reload; the proof of delivery opens from the order's documents; the order is in Billing.

const CPAP = 'RESMED-AS10-001';
const DRIVERS: Record<string, string> = { 'Derek Miles': 'driver1@demo.test', 'Dana Cole': 'driver2@demo.test' };
/** A 2x2 PNG: the phone resizes and re-encodes it as a JPEG before the upload. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

interface RouteData {
  id: number;
  driver: { id: number; name: string };
  points: { id: number; seq: number; suborder: { order_id: number; number: string } }[];
}

function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Draws on the signature pad with the mouse (or a finger), as a person would. */
async function sign(page: Page, name: string) {
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(box.x + 20 + i * 12, y + Math.sin(i / 2) * 25, { steps: 2 });
  await page.mouse.up();
}

test('[SHIPPING]: ready orders become suborders, the auto-scheduler plans tomorrow, the driver delivers on a phone and the order moves to Billing', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const orderIds = fixtures().shippingOrders.orderIds;
  const patient = fixtures().shippingOrders.patient;
  const token = await apiToken(page, ACCOUNTS.supplier);
  // Set-up through the API (the stock spec covers these screens): a CPAP unit from Columbus on each order's line.
  for (const [orderId, serial] of [
    [orderIds[0], 'SN22841908'],
    [orderIds[1], 'SN22841909'],
  ] as const) {
    const order = await api<{ data: { commons: { id: number }[] } }>(page.request, token, 'GET', `/api/vendor/orders/${orderId}`);
    const item = order.data.commons[0]!.id;
    await api(page.request, token, 'POST', `/api/vendor/commons/${item}/set-sku`, { sku: CPAP });
    await api(page.request, token, 'PUT', `/api/vendor/commons/${item}/serial`, { serial });
  }

  // 1. Both orders go to Delivery on their status tab and show their suborder.
  await openSignedIn(page, ACCOUNTS.supplier, `/supplier/orders/${orderIds[0]}/edit/order-status`);
  for (const orderId of orderIds) {
    await page.goto(`/supplier/orders/${orderId}/edit/order-status`);
    await page.getByRole('button', { name: 'Send to Delivery' }).click();
    const shipments = page.getByRole('region', { name: 'Shipments' });
    await expect(shipments.getByRole('link', { name: `${orderId}-1` })).toBeVisible();
    await closeToasts(page);
  }
  await page.screenshot({ path: info.outputPath('order-shipments.png') });

  // 2. The planner proposes tomorrow's routes over both drivers (checked by default), then saves them.
  const planner = await browser.newPage();
  const plannerToken = await apiToken(planner, ACCOUNTS.planner);
  const me = (await api<{ data: { locations: { id: number }[] } }>(planner.request, plannerToken, 'GET', '/api/user')).data;
  await openSignedIn(planner, ACCOUNTS.planner, '/supplier/shipping-manage/auto-scheduler', { location_id: todaysLocation(me.locations[0]!.id) });
  await expect(planner.getByRole('checkbox', { name: 'Derek Miles' })).toBeChecked();
  await expect(planner.getByRole('checkbox', { name: 'Dana Cole' })).toBeChecked();
  await planner.getByRole('textbox', { name: 'Time budget, seconds' }).fill('2');
  await planner.getByRole('button', { name: 'Propose routes' }).click();
  const proposal = planner.getByRole('region', { name: 'Proposal' });
  await expect(proposal).toBeVisible({ timeout: 30_000 });
  await expect(proposal.getByRole('region', { name: 'Map of the proposed routes' })).toBeVisible();
  await planner.screenshot({ path: info.outputPath('auto-scheduler.png'), fullPage: true });
  await proposal.getByRole('button', { name: 'Save plan' }).click();
  await expect(planner.getByRole('status').filter({ hasText: 'The plan was saved' })).toBeVisible();

  // The route that takes the first order's suborder, and who drives it.
  const day = await api<{ data: { id: number }[] }>(planner.request, plannerToken, 'GET', `/api/vendor/delivery/routes?date=${tomorrow()}`);
  const routes = await Promise.all(day.data.map(async (r) => (await api<{ data: RouteData }>(planner.request, plannerToken, 'GET', `/api/vendor/delivery/routes/${r.id}`)).data));
  const route = routes.find((r) => r.points.some((p) => p.suborder.order_id === orderIds[0]))!;
  expect(route, 'a saved route takes the first order').toBeTruthy();
  const stop = route.points.find((p) => p.suborder.order_id === orderIds[0])!;

  // 3. The route screen shows the stops in order and on the map.
  await planner.goto(`/supplier/shipping-manage/routes/${route.id}`);
  const map = planner.getByRole('region', { name: `Map of route #${route.id}` });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-interactive').first()).toBeVisible();
  const stops = planner.getByRole('table', { name: 'Stops' });
  // Both orders are the same patient's: the row is told apart by the suborder's number.
  const row = stops.getByRole('row').filter({ hasText: stop.suborder.number });
  await expect(row).toContainText('Pending');
  await planner.screenshot({ path: info.outputPath('route.png'), fullPage: true });

  // 4. The driver, on a phone, opens the stop and delivers it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, geolocation: { latitude: 39.9625, longitude: -82.9988 }, permissions: ['geolocation'] });
  const driver = await phone.newPage();
  await openSignedIn(driver, DRIVERS[route.driver.name]!, `/driver/routes/${route.id}`);
  const card = driver.getByRole('article', { name: `Stop ${stop.seq}: ${patient}` });
  await card.getByRole('link', { name: 'Open' }).click();
  await expect(driver).toHaveURL(new RegExp(`/driver/routes/${route.id}/${stop.id}$`));
  await driver.getByRole('checkbox', { name: 'Serial matches: SN22841908' }).check();
  await driver.getByRole('textbox', { name: "Recipient's printed name" }).fill('Shirley Shipman');
  await driver.getByRole('combobox', { name: 'Relation to the patient' }).selectOption({ label: 'Patient (self)' });
  await sign(driver, "Recipient's signature");
  await driver.getByLabel('Photo file').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: PHOTO });
  await driver.screenshot({ path: info.outputPath('driver-stop.png'), fullPage: true });
  await driver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(driver).toHaveURL(new RegExp(`/driver/routes/${route.id}$`));
  await expect(driver.getByRole('article', { name: `Stop ${stop.seq}: ${patient}` })).toContainText('Delivered');
  await driver.screenshot({ path: info.outputPath('driver-route.png'), fullPage: true });

  // 5. The planner's route screen shows the stop delivered without a reload (realtime).
  await expect(row).toContainText('Delivered', { timeout: 15_000 });

  // 6. The proof of delivery opens from the order's documents; the order has moved to Billing.
  await page.goto(`/supplier/orders/${orderIds[0]}/edit/documents`);
  const opened = page.waitForResponse((r) => /\/api\/vendor\/media\/\d+\/open$/.test(r.url()));
  const pdfTab = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: `Open proof-of-delivery-${orderIds[0]}-1.pdf` })
    .first()
    .click();
  const file = await opened;
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await (await pdfTab).close();
  const order = await api<{ data: { status: number; status_name: string } }>(page.request, token, 'GET', `/api/vendor/orders/${orderIds[0]}`);
  expect(order.data.status_name).toBe('Billing');
  await page.goto(`/supplier/orders/${orderIds[0]}/edit/order-status`);
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('Delivered');
  await phone.close();
});
