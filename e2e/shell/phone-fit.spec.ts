import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, openSignedIn } from './support';

// The lists staff open on a phone show their essential columns without scrolling sideways: secondary columns give
// way below a breakpoint (`visibleFrom`) or are written under the main one. A column added without a breakpoint
// makes its table wider than the screen, and this check says which.
const PHONE = { width: 375, height: 812 };

const LISTS: readonly { login: string; path: string; table: string }[] = [
  { login: ACCOUNTS.supplier, path: '/supplier/orders/list', table: 'Orders' },
  { login: ACCOUNTS.supplier, path: '/supplier/patients', table: 'Patients' },
  { login: ACCOUNTS.supplier, path: '/supplier/shipping/list', table: 'Suborders' },
  { login: ACCOUNTS.supplier, path: '/supplier/tasks/current', table: 'Current tasks' },
  { login: ACCOUNTS.supplier, path: '/supplier/billing/claims', table: 'Claims' },
  { login: ACCOUNTS.supplier, path: '/supplier/stock/inventory', table: 'Inventory' },
  { login: ACCOUNTS.supplier, path: '/supplier/stock/logs', table: 'Stock movements' },
  { login: ACCOUNTS.supplier, path: '/supplier/doctors', table: 'Doctors' },
  { login: ACCOUNTS.supplier, path: '/supplier/insurances', table: 'Insurances' },
  { login: ACCOUNTS.supplier, path: '/supplier/catalog/view', table: 'My catalog' },
  { login: ACCOUNTS.supplier, path: '/supplier/shipping-manage/routes', table: 'Routes' },
  { login: ACCOUNTS.supplier, path: '/supplier/shipping-manage/drivers', table: 'Drivers' },
  { login: ACCOUNTS.supplier, path: '/supplier/logs', table: 'Activity log' },
  { login: ACCOUNTS.doctor, path: '/doctor/orders', table: 'Orders' },
  { login: ACCOUNTS.doctor, path: '/doctor/suppliers', table: 'Suppliers' },
];

/** How far the table's scrolling box is wider than the screen shows (0 when it fits). */
async function sidewaysOverflow(page: Page, tableName: string): Promise<number> {
  const table = page.getByRole('table', { name: tableName, exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const scroller = box ?? document.documentElement;
    return Math.max(0, scroller.scrollWidth - scroller.clientWidth, document.documentElement.scrollWidth - window.innerWidth);
  });
}

test('[SHELL][PHONE]: the lists staff open on a phone fit its width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const overflowing: string[] = [];
  let signedInAs = '';
  for (const list of LISTS) {
    if (list.login !== signedInAs) {
      await openSignedIn(page, list.login, list.path);
      signedInAs = list.login;
    } else await page.goto(list.path);
    const extra = await sidewaysOverflow(page, list.table);
    if (extra > 1) overflowing.push(`${list.path}: ${extra} px wider than the screen`);
  }
  expect(overflowing).toEqual([]);
});
