import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DistributorProduct, InventorySku } from '@dme/contract';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { mask, mckesson, medline, walker } from './fixtures';
import { wideText } from '../../table-text';

const LIST = '/api/vendor/distributors';

const product = (overrides: Partial<DistributorProduct> = {}): DistributorProduct => ({
  id: 1,
  distributor_id: 5,
  item_number: 'MDL-10401',
  price_cents: 8010,
  sku: mask,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});
const inventorySku = (sku: typeof walker): InventorySku => ({
  ...sku,
  unit_cost_cents: 3500,
  equipment: { ...sku.equipment, is_otc: false },
  quantity: 3,
  reserved: 0,
  available: 3,
  below_par: true,
  archived: false,
});

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([medline, mckesson])),
    [`GET ${LIST}/5`]: ok({ data: medline }),
    ...extra,
  });
}

describe('supplier distributors', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists the distributors, opens one, and shows why the server refuses to delete it (409)', async () => {
    server = signIn({
      [`DELETE ${LIST}/5`]: fail(409, 'Medline Industries has open distribution orders (#77): receive or cancel them first.'),
    });
    const { router } = renderApp('/supplier/stock/distributors');
    const table = await screen.findByRole('table', { name: 'Distributors' });
    await within(table).findByText('McKesson Medical');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map(wideText)).toEqual([
      'Medline Industries',
      'Karen Priceorders@medline.example · +1 (800) 555-1234',
      'SUN-44120',
      'Net 30',
      '3 days',
      'Northfield, IL',
      'Active',
    ]);
    fireEvent.click(within(table).getByText('Medline Industries'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/distributors/5/base'));
    const form = await screen.findByRole('form', { name: 'Distributor' });
    expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Medline Industries');

    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText('Delete the distributor “Medline Industries”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Medline Industries has open distribution orders (#77): receive or cancel them first.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/supplier/stock/distributors/5/base');
  });

  it('adds a SKU to the price list: picked from the inventory, the price typed in dollars and sent in cents', async () => {
    const posts: unknown[] = [];
    server = signIn({
      [`GET ${LIST}/5/products?page=1&rowsPerPage=25`]: ok(page(posts.length ? [product(), product({ id: 2, sku: walker })] : [product()])),
      'GET /api/vendor/inventory?page=1&rowsPerPage=25&sortBy=sku&sortType=asc': ok(page([inventorySku(mask), inventorySku(walker)])),
      [`POST ${LIST}/5/products`]: (request) => {
        posts.push(request.body);
        return { status: 201, data: { data: product({ id: 2, sku: walker, item_number: 'MDL-10402', price_cents: 3150 }) } };
      },
    });
    renderApp('/supplier/stock/distributors/5/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('RESMED-F20-M');
    expect(within(table).getByText('$80.1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const form = await screen.findByRole('form', { name: 'Add product' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Choose the SKU the distributor sells.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('combobox', { name: /SKU/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'WLK-E0143-001 — Drive Medical Folding walker, two-button' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Item number/ }), { target: { value: 'MDL-10402' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Price/ }), { target: { value: '31.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts).toEqual([{ sku_id: 103, item_number: 'MDL-10402', price_cents: 3150 }]));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add product' })).toBeNull());
  });
});
