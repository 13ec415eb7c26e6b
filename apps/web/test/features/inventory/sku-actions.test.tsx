import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type RecordedRequest } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page } from '../helpers';
import { cleveland, makeMovement, makeShelf, makeSkuDetail, maskSku, signIn } from './fixtures';

const SKU = '/api/vendor/inventory/1';
const cpap = makeSkuDetail();
const skuRoutes = (detail = cpap) => ({
  [`GET ${SKU}`]: ok({ data: detail }),
  [`GET ${SKU}/serial_numbers?page=1&rowsPerPage=25`]: ok(page([])),
  [`GET /api/vendor/inventory/logs?page=1&rowsPerPage=25&sku_id=${detail.id}`]: ok(page([makeMovement()])),
});

const shelfNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('one SKU’s stock actions', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('receives serialised units: one serial per line, the server’s 409 as it words it, its 422 under the fields, then the shelf', async () => {
    const received = makeSkuDetail({
      quantity: 15,
      available: 13,
      storage: [
        makeShelf(),
        makeShelf({ id: 72, warehouse: { id: cleveland.id, name: cleveland.name }, quantity: 3, reserved: 0, available: 3, bin: '' }),
      ],
    });
    const posts: RecordedRequest[] = [];
    server = signIn({
      ...skuRoutes(),
      [`POST ${SKU}/storage`]: (request) => {
        posts.push(request);
        if (posts.length === 1) return fail(409, 'Serial number SN-2002 of RESMED-AS10-001 is already recorded.')(request);
        if (posts.length === 2)
          return fail(422, 'The serial number SN-2003 is listed twice.', {
            'serials.2': ['The serial number SN-2003 is listed twice.'],
            warehouse_id: ['The warehouse does not belong to your company.'],
          })(request);
        return { status: 201, data: { data: received } };
      },
    });
    renderApp('/supplier/stock/inventory/1');
    expect(await screen.findByRole('heading', { name: 'RESMED-AS10-001' })).toBeTruthy();
    const shelves = await screen.findByRole('table', { name: 'Shelves' });
    expect(shelfNames(shelves)).toEqual(['Columbus Stockroom']);
    const logsBefore = server.requests.filter((r) => r.url.startsWith('/api/vendor/inventory/logs')).length;

    fireEvent.click(screen.getByRole('button', { name: 'Receive units' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive RESMED-AS10-001' });
    const form = within(dialog).getByRole('form', { name: 'Receive units' });
    // A serialised SKU counts its serial numbers: there is no quantity field.
    expect(within(form).queryByRole('textbox', { name: /Quantity/ })).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText('Choose the warehouse the units arrive in.')).toBeTruthy();
    expect(within(form).getByText('Give the serial number of each unit, one per line.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.click(within(form).getByRole('combobox', { name: /Warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cleveland Stockroom' }));
    const serials = within(form).getByRole('textbox', { name: /Serial numbers/ });
    fireEvent.change(serials, { target: { value: 'SN-2001\nSN-2002\n\n  SN-2003  \n' } });
    expect(within(form).getByText('One per line. 3 units.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));

    const refusal = await within(form).findByRole('alert');
    expect(refusal.textContent).toBe('Serial number SN-2002 of RESMED-AS10-001 is already recorded.');
    expect(posts[0]!.body).toEqual({ warehouse_id: 32, quantity: 3, serials: ['SN-2001', 'SN-2002', 'SN-2003'] });

    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText('The serial number SN-2003 is listed twice.')).toBeTruthy();
    expect(within(form).getByText('The warehouse does not belong to your company.')).toBeTruthy();
    expect(serials.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('3 × RESMED-AS10-001 received')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Receive RESMED-AS10-001' })).toBeNull());
    await waitFor(() => expect(shelfNames(shelves)).toEqual(['Columbus Stockroom', 'Cleveland Stockroom']));
    // The movements below load again with the receipt.
    await waitFor(() =>
      expect(server!.requests.filter((r) => r.url.startsWith('/api/vendor/inventory/logs')).length).toBeGreaterThan(logsBefore),
    );
  });

  it('moves free units of a counted SKU; a 409 says how many are free, in the server’s words', async () => {
    const mask = makeSkuDetail({ ...maskSku, storage: [makeShelf({ id: 81, quantity: 40, reserved: 38, available: 2, bin: '' })] });
    server = signIn({
      ...skuRoutes(mask),
      [`GET /api/vendor/inventory/2`]: ok({ data: mask }),
      'POST /api/vendor/inventory/storage/81/move': fail(409, 'Only 2 units of RESMED-F20-M are free in Columbus Stockroom.'),
    });
    renderApp('/supplier/stock/inventory/2');
    const shelves = await screen.findByRole('table', { name: 'Shelves' });
    fireEvent.click(within(shelves).getByRole('button', { name: 'Actions for Columbus Stockroom' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move units' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move RESMED-F20-M from Columbus Stockroom' });
    // The shelf's own warehouse is not a destination.
    fireEvent.click(within(dialog).getByRole('combobox', { name: /To warehouse/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cleveland Stockroom']);
    fireEvent.click(screen.getByRole('option', { name: 'Cleveland Stockroom' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Quantity/ }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only 2 units of RESMED-F20-M are free in Columbus Stockroom.');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ warehouse_id: 32, quantity: 5 });
  });
});
