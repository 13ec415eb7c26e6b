import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteDetail, RoutePointItem } from '@dme/contract';
import { MarkItemsPage } from '../../../src/features/shipping-manage';
import type { installFakeServer } from '../../fake-server';
import { BASE, point, renderPage, route, signIn } from './support';

const item = (overrides: Partial<RoutePointItem>): RoutePointItem => ({
  id: 501,
  name: 'CPAP device',
  hcpcs: 'E0601',
  quantity: 1,
  sku: 'CPAP-1',
  serial: 'SN-123',
  serialized: true,
  loaded_at: null,
  loaded_serial: null,
  ...overrides,
});
const cpap = item({});
const mask = item({ id: 502, name: 'CPAP mask', hcpcs: 'A7030', sku: 'MASK-1', serial: null, serialized: false });
const van = (items: RoutePointItem[]): RouteDetail => route(70, 1, 'Ana Lopez', [point(1, 101, 'Alice Adams', { items })]);

describe('shipping manage: loading the van', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('marks the item whose serial is scanned, shows a refused serial (422), and loads an item without serial by click', async () => {
    let items = [cpap, mask];
    server = signIn({
      [`GET ${BASE}/routes/70`]: () => ({ status: 200, data: { data: van(items) } }),
      [`POST ${BASE}/routes/70/mark-items`]: (request) => {
        const [line] = (request.body as { items: { id: number; serial?: string }[] }).items;
        if (line!.serial === 'SN-999')
          return { status: 422, data: { message: 'The given data was invalid.', errors: { 'items.0.serial': ['SN-999 is not the unit reserved for CPAP device.'] } } };
        const loaded = (i: RoutePointItem) => (i.id === line!.id ? { ...i, loaded_at: '2026-03-10T12:00:00.000Z', loaded_serial: line!.serial ?? null } : i);
        items = items.map(loaded);
        return { status: 200, data: { data: van(items) } };
      },
    });
    renderPage('/load/:routeId', '/load/70', <MarkItemsPage />);
    const scan = await screen.findByRole('textbox', { name: /Scan or type/ });
    expect(screen.getByText('0 of 2 items loaded')).toBeTruthy();

    // The SKU of a serialised item asks for its serial; a wrong one is refused by the server and said so.
    fireEvent.change(scan, { target: { value: 'CPAP-1' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await screen.findByText('CPAP device is serialised: scan its serial.')).toBeTruthy();
    fireEvent.change(scan, { target: { value: 'SN-999' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await screen.findByText('SN-999 is not the unit reserved for CPAP device.')).toBeTruthy();

    fireEvent.change(scan, { target: { value: 'SN-123' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await screen.findByText('1 of 2 items loaded')).toBeTruthy();
    const posts = () => server!.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(posts()).toEqual([{ items: [{ id: 501, serial: 'SN-999' }] }, { items: [{ id: 501, serial: 'SN-123' }] }]);

    fireEvent.click(within(screen.getByRole('table', { name: 'Items to load' })).getByRole('button', { name: 'Mark CPAP mask loaded' }));
    expect(await screen.findByText('2 of 2 items loaded')).toBeTruthy();
    await waitFor(() => expect(posts()[2]).toEqual({ items: [{ id: 502 }] }));
  });
});
