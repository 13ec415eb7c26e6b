import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { RegroupDialog } from '../../../src/features/shipping';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { fail, ok, page } from '../helpers';
import { makeSuborder } from './fixtures';

const ORDER = '/api/vendor/orders/1024';
const stockIn = (id: number, name: string) => ({ sku_id: 1, serialized: false, warehouse: { id, name }, reserved: 1, serial_state: null, on_order: false, issued: false });
// Only what the dialog reads of the order's lines (the fake server does not check shapes).
const commons = [
  { id: 901, hcpcs: 'E0601', name: 'CPAP device', quantity: 1, sku: 'RES-AS11', archived_at: null, stock: stockIn(31, 'Columbus Stockroom') },
  { id: 902, hcpcs: 'A7030', name: 'Full face mask', quantity: 2, sku: 'RES-F20', archived_at: null, stock: stockIn(31, 'Columbus Stockroom') },
  { id: 903, hcpcs: 'E0562', name: 'Humidifier', quantity: 1, sku: 'RES-H5', archived_at: null, stock: stockIn(32, 'Cleveland Stockroom') },
  { id: 904, hcpcs: 'A4604', name: 'Old tubing', quantity: 1, sku: null, archived_at: '2026-03-01T00:00:00.000Z', stock: null },
];
const warehouses = [
  { id: 32, name: 'Cleveland Stockroom' },
  { id: 31, name: 'Columbus Stockroom' },
];

function mount(routes: Record<string, FakeHandler>) {
  session.setToken('main-1');
  const server = installFakeServer({
    [`GET ${ORDER}`]: ok({ data: { id: 1024, commons } }),
    'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc': ok(page(warehouses, 2, 1, 100)),
    ...routes,
  });
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RegroupDialog orderId={1024} opened onClose={onClose} />
    </AppProviders>,
  );
  return { server, onClose };
}

const regroupings = (server: ReturnType<typeof installFakeServer>) => server.requests.filter((r) => r.method === 'POST' && r.url === `${ORDER}/regrouping`);

describe('regroup dialog', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('starts with one driver shipment per warehouse and posts the groups as arranged', async () => {
    const mounted = mount({ [`POST ${ORDER}/regrouping`]: ok({ data: [makeSuborder(), makeSuborder({ id: 8 }), makeSuborder({ id: 9 })] }) });
    server = mounted.server;
    const dialog = await screen.findByRole('dialog', { name: 'Split order #1024 into shipments' });
    expect(await within(dialog).findByText('Shipment 1 · 2 items')).toBeTruthy();
    expect(within(dialog).getByText('Shipment 2 · 1 item')).toBeTruthy();
    expect(within(dialog).queryByText(/Old tubing/)).toBeNull();

    // The mask goes by parcel, from its own third shipment.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shipment' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Shipment of Full face mask' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shipment 3' }));
    const third = within(dialog).getByRole('group', { name: 'Shipment 3' });
    fireEvent.click(within(third).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Courier' }));
    fireEvent.click(within(third).getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Columbus Stockroom' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save shipments' }));
    await waitFor(() => expect(regroupings(server!)).toHaveLength(1));
    expect(regroupings(server)[0]!.body).toEqual({
      groups: [
        { item_ids: [901], method: 'driver', warehouse_id: 31 },
        { item_ids: [903], method: 'driver', warehouse_id: 32 },
        { item_ids: [902], method: 'courier', warehouse_id: 31 },
      ],
    });
    await waitFor(() => expect(mounted.onClose).toHaveBeenCalled());
  });

  it('keeps the dialog open with the server’s reason when a shipment is already on its way', async () => {
    const mounted = mount({ [`POST ${ORDER}/regrouping`]: fail(409, 'Suborder 1024-1 is planned on a route.') });
    server = mounted.server;
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save shipments' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Suborder 1024-1 is planned on a route.');
    expect(mounted.onClose).not.toHaveBeenCalled();
  });
});
