import { test } from '@playwright/test';
import { screenshotSuite, shooter } from '../screenshots';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the employee screens at 1280x800 and 360x780 to /work/shots/.
const OUT = '/work/shots';
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 780 },
] as const;
const TABS = ['personal', 'billing', 'documents', 'notes', 'permissions', 'driver-config'] as const;

test.describe('[EMPLOYEES][SCREENSHOTS]', () => {
  screenshotSuite('employee', OUT, 240_000);

  const shoot = shooter(OUT, { prefix: 'employees-' });

  for (const size of SIZES) {
    test(`employee screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const token = await apiToken(page, ACCOUNTS.supplier);
      const list = (await api<{ data: { id: number; login: string }[] }>(page.request, token, 'GET', '/api/vendor/employees?rowsPerPage=100')).data;
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/employees/profile');
      await shoot(page, `list-${size.name}`);
      await page.getByRole('button', { name: 'New employee' }).click();
      await shoot(page, `create-${size.name}`);
      const people = { personal: 'supplier.hr@demo.test', billing: 'supplier.agent@demo.test', documents: 'driver1@demo.test', notes: 'supplier.staff@demo.test', permissions: 'supplier.staff@demo.test', 'driver-config': 'driver1@demo.test' } as const;
      for (const tab of TABS) {
        const who = list.find((e) => e.login === people[tab]) ?? list[0]!;
        await page.goto(`/supplier/employees/profile/${who.id}/${tab}`);
        await shoot(page, `${tab}-${size.name}`);
      }
    });
  }
});
