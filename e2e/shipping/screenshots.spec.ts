import { test } from '@playwright/test';
import { screenshotSuite, shooter, SHOT_SIZES } from '../screenshots';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, openSignedIn, todaysLocation } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the shipping, shipping-manage and driver screens at 1280x800 and
// 375x812 to /tmp/shots-shipping/ (the demo data: Derek's route today, two agreed deliveries tomorrow).
//   PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/shipping/screenshots.spec.ts
const OUT = '/tmp/shots-shipping';

interface Listed {
  id: number;
  patient: { id: number };
}

test.describe('[SHIPPING][SCREENSHOTS]', () => {
  screenshotSuite('shipping', OUT, 240_000);

  const shoot = shooter(OUT, { settleMs: 500 });

  for (const size of SHOT_SIZES) {
    test(`shipping screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;

      const owner = await apiToken(page, ACCOUNTS.supplier);
      const list = await api<{ data: Listed[] }>(page.request, owner, 'GET', '/api/vendor/suborders?rowsPerPage=25');
      const suborder = list.data[0]!;
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/shipping/list');
      await shoot(page, at('shipping-list'));
      for (const tab of ['general-info', 'status', 'documents']) {
        await page.goto(`/supplier/shipping/${suborder.id}/${tab}`);
        await shoot(page, at(`suborder-${tab}`));
      }
      await page.goto(`/supplier/patients/${suborder.patient.id}/suborders`);
      await shoot(page, at('patient-suborders'));

      const plannerToken = await apiToken(page, ACCOUNTS.planner);
      const me = (await api<{ data: { locations: { id: number }[] } }>(page.request, plannerToken, 'GET', '/api/user')).data;
      await openSignedIn(page, ACCOUNTS.planner, '/supplier/shipping-manage/scheduler', { location_id: todaysLocation(me.locations[0]!.id) });
      await shoot(page, at('scheduler'));
      await page.goto('/supplier/shipping-manage/auto-scheduler');
      await shoot(page, at('auto-scheduler'));
      await page.goto('/supplier/shipping-manage/routes');
      await shoot(page, at('routes-list'));
      const routes = await api<{ data: { id: number; driver: { id: number } }[] }>(page.request, plannerToken, 'GET', '/api/vendor/delivery/routes');
      const route = routes.data[0]!;
      await page.goto(`/supplier/shipping-manage/routes/${route.id}`);
      await shoot(page, at('route'));
      await page.goto('/supplier/shipping-manage/mark-items');
      await shoot(page, at('mark-items-list'));
      await page.goto(`/supplier/shipping-manage/mark-items/${route.id}`);
      await shoot(page, at('mark-items'));
      await page.goto('/supplier/shipping-manage/drivers');
      await shoot(page, at('drivers'));
      await page.goto(`/supplier/shipping-manage/drivers/${route.driver.id}`);
      await shoot(page, at('driver'));

      const driverToken = await apiToken(page, ACCOUNTS.driver);
      const mine = (await api<{ data: { id: number; points: { id: number }[] } }>(page.request, driverToken, 'GET', `/api/driver/routes/${route.id}`)).data;
      await openSignedIn(page, ACCOUNTS.driver, '/driver/dashboard');
      await shoot(page, at('driver-dashboard'));
      await page.goto('/driver/routes');
      await shoot(page, at('driver-routes'));
      await page.goto(`/driver/routes/${mine.id}`);
      await shoot(page, at('driver-route'));
      await page.goto(`/driver/routes/${mine.id}/${mine.points[0]!.id}`);
      await shoot(page, at('driver-stop'));
    });
  }
});
