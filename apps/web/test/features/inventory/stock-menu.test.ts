import { describe, expect, it } from 'vitest';
import { appMenu } from '../../../src/app/menu';
import { makeUser } from '../../fake-server';
import { supplierStaff } from '../directory/fixtures';

const stockOf = (user: Parameters<typeof appMenu>[0], locationId: number | null) =>
  appMenu(user, { locationId }).menu.find((e) => e.key === 'supplier.stock');

describe('the Stock menu', () => {
  it('holds Warehouses, Inventory, Stock logs and Stock editor under Stock', () => {
    const stock = stockOf(makeUser(), null);
    expect(stock?.href).toBe('/supplier/stock/warehouses');
    // Other stock screens (distributors ...) join the same list.
    expect(stock?.children?.map((c) => [c.label, c.href]).slice(0, 4)).toEqual([
      ['Warehouses', '/supplier/stock/warehouses'],
      ['Inventory', '/supplier/stock/inventory'],
      ['Stock logs', '/supplier/stock/logs'],
      ['Stock editor', '/supplier/stock/editor'],
    ]);
  });

  it('is hidden, entries and all, from staff without “stock” at the chosen location', () => {
    expect(stockOf(supplierStaff(['stock']), 21)?.children?.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Inventory', 'Stock logs', 'Stock editor']),
    );
    expect(stockOf(supplierStaff(['order create']), 21)).toBeUndefined();
    expect(stockOf(supplierStaff(['stock']), 99)).toBeUndefined();
  });
});
