import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InventorySku, Order } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, signedInServer } from '../helpers';
import { makeItem, makeOrder, supplier } from './fixtures';

const walker: InventorySku = {
  id: 5,
  sku: 'WLK-E0143-001',
  manufacturer: 'Drive Medical',
  model: 'Folding walker',
  unit_cost_cents: 3500,
  serialized: false,
  equipment: { id: 77, hcpcs: 'E0143', name: 'Walker, folding', is_otc: true },
  quantity: 12,
  reserved: 2,
  available: 10,
  below_par: false,
  archived: false,
};
const page = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, rowsPerPage: 100 } });
const at = (status: number, name: string, overrides: Partial<Order> = {}) =>
  makeOrder({ status, status_name: name, virtual_status: status, virtual_status_name: name, commons: [makeItem()], ...overrides });

function signIn(routes: Record<string, FakeHandler>) {
  session.setLocation(null);
  return signedInServer(supplier, { 'GET /api/vendor/inventory?otc=1&page=1&rowsPerPage=100': ok(page([walker])), ...routes });
}

describe('supplier OTC items from stock', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('adds an OTC SKU beside a line with the quantity typed; the server reserves it', async () => {
    server = signIn({
      'GET /api/vendor/orders/41': ok({ data: at(40, 'Ready For Service') }),
      'POST /api/vendor/commons/301/otc': ok({ data: [] }),
    });
    renderApp('/supplier/orders/41/edit/items/otc');
    const table = await screen.findByRole('table', { name: 'OTC stock' });
    expect(await within(table).findByText('WLK-E0143-001')).toBeTruthy();
    fireEvent.change(within(table).getByRole('textbox', { name: 'Quantity of WLK-E0143-001' }), { target: { value: '2' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Add WLK-E0143-001 to the order' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(server.requests.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/vendor/commons/301/otc', body: { equipment_id: 77, sku_id: 5, quantity: 2 } });
    expect(await screen.findByText('WLK-E0143-001 was added to order #41')).toBeTruthy();
  });

  it('shows the server’s refusal, and is locked once the order is out for delivery', async () => {
    server = signIn({
      'GET /api/vendor/orders/41': ok({ data: at(40, 'Ready For Service') }),
      'POST /api/vendor/commons/301/otc': fail(409, 'Not enough WLK-E0143-001 in Columbus Stockroom: 0 units free, 1 needed.'),
    });
    const first = renderApp('/supplier/orders/41/edit/items/otc');
    const table = await screen.findByRole('table', { name: 'OTC stock' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Add WLK-E0143-001 to the order' }));
    expect(await screen.findByText('Not enough WLK-E0143-001 in Columbus Stockroom: 0 units free, 1 needed.')).toBeTruthy();
    first.unmount();
    server.restore();

    server = signIn({ 'GET /api/vendor/orders/42': ok({ data: at(70, 'Delivery', { id: 42 }) }) });
    renderApp('/supplier/orders/42/edit/items/otc');
    expect(await screen.findByText('The order has gone out for delivery: OTC items can no longer be added.')).toBeTruthy();
    const locked = await screen.findByRole('table', { name: 'OTC stock' });
    expect((await within(locked).findByRole('button', { name: 'Add WLK-E0143-001 to the order' })).hasAttribute('disabled')).toBe(true);
  });
});
