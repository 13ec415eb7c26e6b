import { describe, expect, it } from 'vitest';
import { appMenu } from '../../../src/app/menu';
import { makeUser } from '../../fake-server';
import { supplierStaff } from '../directory/fixtures';

const stockChildren = (menu: ReturnType<typeof appMenu>) =>
  menu.menu.find((e) => e.label === 'Stock')?.children?.map((c) => [c.label, c.href]) ?? [];

describe('the Stock menu', () => {
  it('lists Distributors and Distribution orders under Stock', () => {
    const children = stockChildren(appMenu(makeUser(), { locationId: null }));
    expect(children).toContainEqual(['Distributors', '/supplier/stock/distributors']);
    expect(children).toContainEqual(['Distribution orders', '/supplier/stock/distributors-orders']);
  });

  it('hides them, with Stock, from staff without “stock” at the chosen location', () => {
    expect(stockChildren(appMenu(supplierStaff(['stock']), { locationId: 21 }))).toContainEqual([
      'Distributors',
      '/supplier/stock/distributors',
    ]);
    expect(appMenu(supplierStaff(['order view 5']), { locationId: 21 }).menu.map((e) => e.label)).not.toContain('Stock');
    expect(appMenu(supplierStaff(['stock']), { locationId: 99 }).menu.map((e) => e.label)).not.toContain('Stock');
  });
});
