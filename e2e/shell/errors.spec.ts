import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignedIn, toast } from './support';

test('[SUPPLIER][SHELL]: a refused token shows "Authorization has expired" and lands on login', async ({ page }) => {
  // The profile page makes no call after its profile has arrived (the dashboard's widgets load later and at their
  // own pace, so a slow machine could send one of them after the revocation below and leave before the click).
  const token = await openSignedIn(page, ACCOUNTS.supplier, '/supplier/profile/view');
  await expect(page.getByText('Last login', { exact: true })).toBeVisible();
  // Revoke the token behind the app's back, then use the app: the dashboard's first call is refused.
  const revoked = await page.request.get('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(toast(page, 'Authorization has expired. Reauthorize the account')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('[SUPPLIER][SHELL]: a 503 leads to the outage page, and Try again returns', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  await page.route('**/api/profile', (route) => route.fulfill({ status: 503, json: { message: 'Down for maintenance' } }));
  await page.getByRole('link', { name: 'Profile & Staff' }).click();
  await expect(page).toHaveURL('/try-later');
  await expect(page).toHaveTitle('Try Later - DME Portal');
  await page.unroute('**/api/profile');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/supplier/profile/view');
  await expect(page.getByText('supplier@demo.test').first()).toBeVisible();
});

test('[PUBLIC][SHELL]: an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - DME Portal');
});

test('[PUBLIC][SHELL]: a changed manifest.json reloads the page, then asks to clear the cache', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('force-version-check', '1'));
  let manifestCalls = 0;
  await page.route('**/manifest.json', (route) => {
    manifestCalls += 1;
    return route.fulfill({ json: { 'index.html': { file: 'assets/index-newer.js', isEntry: true } } });
  });
  const alerted = page.waitForEvent('dialog');
  await page.goto('/');
  // The first check reloads after 500 ms; after the reload the same difference asks to clear the cache. (Waiting for
  // the reload's load event: evaluating in the page while it navigates, or while the alert is open, fails or hangs.)
  await page.waitForEvent('load', { timeout: 10_000 });
  const dialog = await alerted;
  expect(dialog.message()).toContain('clear the browser cache (press Ctrl+Shift+R)');
  await dialog.dismiss();
  expect(manifestCalls).toBe(2);
});
