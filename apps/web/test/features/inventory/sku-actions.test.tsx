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

/** Serial numbers typed into a serial picker, each added with Enter (Mantine ignores a change to an unfocused input). */
function typeSerials(input: HTMLElement, serials: readonly string[]) {
  input.focus();
  for (const serial of serials) {
    fireEvent.change(input, { target: { value: serial } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }
}

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
  it('moves serialised units it names: the form’s own checks, then the server’s 422 on a serial and on the count under the serial numbers', async () => {
    const posts: RecordedRequest[] = [];
    server = signIn({
      ...skuRoutes(),
      [`GET ${SKU}/serial_numbers?page=1&rowsPerPage=100&state=in_stock&warehouse_id=31`]: ok(page([])),
      'POST /api/vendor/inventory/storage/71/move': (request) => {
        posts.push(request);
        return fail(422, 'The serial number SN-9 is not in stock here.', {
          'serials.1': ['The serial number SN-9 is not in stock here.'],
          quantity: ['Only 1 unit is free.'],
        })(request);
      },
    });
    renderApp('/supplier/stock/inventory/1');
    const shelves = await screen.findByRole('table', { name: 'Shelves' });
    fireEvent.click(within(shelves).getByRole('button', { name: 'Actions for Columbus Stockroom' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move units' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move RESMED-AS10-001 from Columbus Stockroom' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Choose the warehouse the units go to.')).toBeTruthy();
    expect(within(dialog).getByText('Name the units to move.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: /To warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cleveland Stockroom' }));
    typeSerials(within(dialog).getByRole('combobox', { name: 'Serial numbers' }), ['SN-1001', 'SN-9']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('The serial number SN-9 is not in stock here., Only 1 unit is free.')).toBeTruthy();
    expect(posts[0]!.body).toEqual({ warehouse_id: 32, quantity: 2, serials: ['SN-1001', 'SN-9'] });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('counts a shelf: only what changed is sent, and the server’s 422 lands under its field', async () => {
    const mask = makeSkuDetail({ ...maskSku, storage: [makeShelf({ id: 81, quantity: 40, reserved: 0, available: 40 })] });
    const patches: RecordedRequest[] = [];
    server = signIn({
      ...skuRoutes(mask),
      [`GET /api/vendor/inventory/2`]: ok({ data: mask }),
      'PUT /api/vendor/inventory/storage/81': (request) => {
        patches.push(request);
        return fail(422, 'The PAR level may not be greater than 1000.', { par_level: ['The PAR level may not be greater than 1000.'] })(
          request,
        );
      },
    });
    renderApp('/supplier/stock/inventory/2');
    const shelves = await screen.findByRole('table', { name: 'Shelves' });
    fireEvent.click(within(shelves).getByRole('button', { name: 'Actions for Columbus Stockroom' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Count / edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESMED-F20-M in Columbus Stockroom' });
    const par = within(dialog).getByRole('textbox', { name: 'PAR level' });
    fireEvent.change(par, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The PAR level may not be greater than 1000.')).toBeTruthy();
    expect(patches[0]!.body).toEqual({ par_level: 5000 });
    expect(par.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('retires named units: none named is refused before sending, the server’s 422 on one serial shows under them', async () => {
    const patches: RecordedRequest[] = [];
    server = signIn({
      ...skuRoutes(),
      [`GET ${SKU}/serial_numbers?page=1&rowsPerPage=100&state=in_stock&warehouse_id=31`]: ok(page([])),
      'PUT /api/vendor/inventory/storage/71': (request) => {
        patches.push(request);
        return fail(422, 'SN-9 is not in stock here.', { 'retire_serials.0': ['SN-9 is not in stock here.'] })(request);
      },
    });
    renderApp('/supplier/stock/inventory/1');
    const shelves = await screen.findByRole('table', { name: 'Shelves' });
    fireEvent.click(within(shelves).getByRole('button', { name: 'Actions for Columbus Stockroom' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retire units' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire RESMED-AS10-001 in Columbus Stockroom' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog).findByText('Name the units to retire.')).toBeTruthy();
    expect(patches).toHaveLength(0);

    typeSerials(within(dialog).getByRole('combobox', { name: 'Serial numbers' }), ['SN-9']);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' damaged ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog).findByText('SN-9 is not in stock here.')).toBeTruthy();
    expect(patches[0]!.body).toEqual({ retire_serials: ['SN-9'], reason: 'damaged' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
