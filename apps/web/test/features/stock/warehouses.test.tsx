import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { answerCsvExports, csvLines } from '../../csv-export';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { makeDepartment, supplier, supplierStaff } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { eastConsignment, mainStockroom, makeWarehouse } from './fixtures';

const LIST = '/api/vendor/warehouses';

function signIn(extra: Record<string, FakeHandler> = {}, user = supplier) {
  return signedInServer(user, {
    [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([mainStockroom, eastConsignment])),
    [`GET ${LIST}/31`]: ok({ data: mainStockroom }),
    'GET /api/vendor/doctors?page=1&rowsPerPage=25': ok(page([])),
    'GET /api/vendor/profile/departments': ok({
      data: [makeDepartment(), makeDepartment({ id: 22, name: 'East Branch', full_address: '88 E 3rd St, Dayton, OH 45402' })],
    }),
    ...extra,
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellsOf(row)[0]);
const type = (scope: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByRole('textbox', { name }), { target: { value } });

describe('supplier warehouses', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists the warehouses with department, full address and status, and asks the server for each filter and sort', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25&active=0`]: ok(page([eastConsignment])),
      [`GET ${LIST}?page=1&rowsPerPage=25&sortBy=name&sortType=asc&active=0`]: ok(page([eastConsignment])),
      [`GET ${LIST}?page=1&rowsPerPage=25&sortBy=name&sortType=asc&search=day&active=0`]: ok(page([eastConsignment])),
      [`GET ${LIST}?page=1&rowsPerPage=25&sortBy=name&sortType=asc&search=nothing&active=0`]: ok(page([])),
      [`GET ${LIST}/32`]: ok({ data: eastConsignment }),
    });
    const { router } = renderApp('/supplier/stock/warehouses');
    expect(await screen.findByRole('heading', { name: 'Warehouses' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    await waitFor(() => expect(rowNames(table)).toEqual(['Main Stockroom', 'East Consignment']));
    const [main, east] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(main!)).toEqual(['Main Stockroom', 'Main Warehouse', '1200 Industrial Pkwy, Dock 4, Columbus, OH 43215', 'Active']);
    expect(cellsOf(east!)).toEqual(['East Consignment', 'Whole company', 'Dayton, OH 45402', 'Inactive']);

    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['East Consignment']));
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&sortBy=name&sortType=asc&active=0`));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search warehouses' }), { target: { value: 'day' } });
    await waitFor(() => expect(server!.requests.at(-1)?.url).toContain('search=day'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search warehouses' }), { target: { value: 'nothing' } });
    expect(await within(table).findByText('No warehouse matches')).toBeTruthy();
    // The search is debounced: no call per keystroke.
    expect(server.requests.some((r) => r.url.includes('search=d&'))).toBe(false);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search warehouses' }), { target: { value: '' } });
    fireEvent.click(await within(table).findByText('East Consignment'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/warehouses/32/general'));
    expect(await screen.findByRole('heading', { name: 'East Consignment' })).toBeTruthy();
    // Only the tabs whose screens exist.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Catalog', 'Logs', 'OTC']);
  });

  it('exports every warehouse of the current search as CSV, not only the page on screen', async () => {
    server = signIn({ [`GET ${LIST}?page=1&rowsPerPage=100`]: ok(page([mainStockroom, eastConsignment], 2, 1, 100)) });
    const exports = answerCsvExports([mainStockroom, eastConsignment]);
    const created = vi.spyOn(URL, 'createObjectURL');
    // happy-dom would follow the download link and leave the test page.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/supplier/stock/warehouses');
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    await waitFor(() => expect(rowNames(table)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    // One call, which the server answers with every row.
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines).toEqual([
      'Name,Department,Address,City,Status,Added',
      'Main Stockroom,Main Warehouse,"1200 Industrial Pkwy, Dock 4, Columbus, OH 43215",Columbus,Active,01/05/2026',
      'East Consignment,,"Dayton, OH 45402",Dayton,Inactive,01/05/2026',
    ]);
  });

  it('says when there are no warehouses yet, and shows a failed list with a way to try again', async () => {
    let calls = 0;
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25`]: (request) => {
        calls += 1;
        return calls <= 2 ? fail(500, 'The list is not available right now.')(request) : ok(page([]))(request);
      },
    });
    renderApp('/supplier/stock/warehouses');
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    expect(await within(table).findByText('The list is not available right now.')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Try again' }));
    expect(await within(table).findByText('No warehouses yet. Add the places that hold your stock.')).toBeTruthy();
  });

  it('adds a warehouse: the ZIP fills city and state, the server’s 422 lands under its fields, then it opens', async () => {
    const created = makeWarehouse({ id: 40, name: 'Dayton Stockroom', location: { id: 22, name: 'East Branch' } });
    const posts: unknown[] = [];
    server = signIn({
      'GET /api/system/cities?zip=45402&page=1&rowsPerPage=25': ok(
        page([{ city: 'Dayton', state: 'OH', county: 'Montgomery', zip: '45402', zips: ['45402'], lat: null, lng: null }]),
      ),
      [`POST ${LIST}`]: (request) => {
        posts.push(request.body);
        return posts.length === 1
          ? fail(422, 'The given data was invalid.', {
              name: ['A warehouse with this name already exists.'],
              location_id: ['The department does not belong to your company.'],
            })(request)
          : { status: 201, data: { data: created } };
      },
      [`GET ${LIST}/40`]: ok({ data: created }),
    });
    const { router } = renderApp('/supplier/stock/warehouses');
    fireEvent.click(await screen.findByRole('link', { name: 'New warehouse' }));
    const form = await screen.findByRole('form', { name: 'New warehouse' });

    // The contract's own rule first: nothing is sent without a name.
    fireEvent.click(within(form).getByRole('button', { name: 'Add warehouse' }));
    expect(await within(form).findByText('The name field is required.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    type(form, /Name/, 'Dayton Stockroom');
    fireEvent.click(within(form).getByRole('combobox', { name: 'Department' }));
    fireEvent.click(await screen.findByRole('option', { name: 'East Branch' }));
    type(form, 'Street address', '88 E 3rd St');
    type(form, 'ZIP', '45402');
    await waitFor(() => expect(form.querySelector<HTMLInputElement>('input[name="city"]')!.value).toBe('Dayton'));
    expect((within(form).getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('Ohio (OH)');
    fireEvent.click(within(form).getByRole('button', { name: 'Add warehouse' }));

    expect(await within(form).findByText('A warehouse with this name already exists.')).toBeTruthy();
    expect(within(form).getByText('The department does not belong to your company.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(posts[0]).toEqual({
      name: 'Dayton Stockroom',
      location_id: 22,
      doctor_location_id: null,
      address_1: '88 E 3rd St',
      address_2: '',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      active: true,
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Add warehouse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/warehouses/40/general'));
    expect(await screen.findByRole('heading', { name: 'Dayton Stockroom' })).toBeTruthy();
    expect(screen.getByTestId('warehouse-summary').textContent).toContain('East Branch');
  });

  it('saves changes from the general tab', async () => {
    server = signIn({ [`PUT ${LIST}/31`]: (request) => ok({ data: { ...mainStockroom, ...(request.body as object) } })(request) });
    renderApp('/supplier/stock/warehouses/31');
    const form = await screen.findByRole('form', { name: 'Warehouse' });
    expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Main Stockroom');
    type(form, /Name/, 'Main Stockroom A');
    fireEvent.click(within(form).getByRole('switch', { name: 'Active' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The warehouse was saved')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      name: 'Main Stockroom A',
      active: false,
      location_id: 21,
    });
    expect(await screen.findByRole('heading', { name: 'Main Stockroom A' })).toBeTruthy();
  });

  it('deletes a warehouse only after confirming; the server’s 409 is shown and the warehouse stays', async () => {
    let deletes = 0;
    server = signIn({
      [`DELETE ${LIST}/31`]: (request) => {
        deletes += 1;
        return deletes === 1 ? fail(409, 'The warehouse cannot be deleted: 2 open orders ship from it.')(request) : { status: 204 };
      },
    });
    const { router } = renderApp('/supplier/stock/warehouses/31/general');
    const form = await screen.findByRole('form', { name: 'Warehouse' });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText('Delete the warehouse “Main Stockroom”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please, confirm action' })).toBeNull());
    expect(deletes).toBe(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The warehouse cannot be deleted: 2 open orders ship from it.');
    expect(router.state.location.pathname).toBe('/supplier/stock/warehouses/31/general');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please, confirm action' })).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please, confirm action' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/warehouses'));
    expect(await screen.findByText('Main Stockroom was deleted')).toBeTruthy();
    expect(deletes).toBe(2);
  });

  it('says so for a warehouse that is not there', async () => {
    server = signIn({ [`GET ${LIST}/99`]: fail(404, 'Warehouse not found.') });
    renderApp('/supplier/stock/warehouses/99/general');
    expect(await screen.findByText('This warehouse does not exist or was deleted.')).toBeTruthy();
  });

  it('lets staff holding “stock” at today’s location in', async () => {
    server = signIn({}, supplierStaff(['stock']));
    session.setLocation(21);
    renderApp('/supplier/stock/warehouses');
    expect(await screen.findByRole('table', { name: 'Warehouses' })).toBeTruthy();
  });
});
