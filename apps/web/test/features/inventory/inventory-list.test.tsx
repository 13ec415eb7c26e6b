import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { answerCsvExports, csvLines } from '../../csv-export';
import { installFakeServer } from '../../fake-server';
import { renderApp } from '../../render-app';
import { CPAP } from '../catalog/fixtures';
import { supplierStaff } from '../directory/fixtures';
import { fail, ok, page } from '../helpers';
import { cpapSku, makeSkuDetail, maskSku, signIn } from './fixtures';
import { allCellTexts } from '../../table-text';

const LIST = '/api/vendor/inventory';

const cellsOf = allCellTexts;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('supplier inventory list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists the SKUs with item, maker, quantities and a below-PAR badge, and asks the server for each filter', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([cpapSku, maskSku])),
      [`GET ${LIST}?page=1&rowsPerPage=25&warehouse_id=32`]: ok(page([cpapSku])),
      [`GET ${LIST}?page=1&rowsPerPage=25&warehouse_id=32&below_par=1`]: ok(page([])),
      [`GET ${LIST}?page=1&rowsPerPage=25&search=f20&warehouse_id=32&below_par=1`]: ok(page([maskSku])),
      [`GET ${LIST}?page=1&rowsPerPage=25&sortBy=sku&sortType=asc&search=f20&warehouse_id=32&below_par=1`]: ok(page([maskSku])),
      [`GET ${LIST}/2`]: ok({ data: makeSkuDetail({ ...maskSku, storage: [] }) }),
    });
    const { router } = renderApp('/supplier/stock/inventory');
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Inventory' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const [cpap, mask] = bodyRows(table);
    expect(cellsOf(cpap!)).toEqual([
      'RESMED-AS10-001',
      'E0601Continuous positive airway pressure (CPAP) device',
      'ResMedAirSense 10 AutoSet',
      'Yes',
      '12',
      '2',
      '10',
      '',
    ]);
    expect(cellsOf(mask!)).toEqual(['RESMED-F20-M', 'A7030Full face mask', 'ResMedAirFit F20, medium', 'No', '46', '0', '46', 'Below PAR']);

    fireEvent.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cleveland Stockroom' }));
    await waitFor(() => expect(bodyRows(table).map((r) => cellsOf(r)[0])).toEqual(['RESMED-AS10-001']));
    fireEvent.click(screen.getByRole('switch', { name: 'Below PAR only' }));
    expect(await within(table).findByText('No SKU matches')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search SKUs' }), { target: { value: 'f20' } });
    await waitFor(() => expect(bodyRows(table).map((r) => cellsOf(r)[0])).toEqual(['RESMED-F20-M']));
    fireEvent.click(within(table).getByRole('button', { name: /SKU/ }));
    await waitFor(() =>
      expect(server!.requests.at(-1)?.url).toBe(
        `${LIST}?page=1&rowsPerPage=25&sortBy=sku&sortType=asc&search=f20&warehouse_id=32&below_par=1`,
      ),
    );
    // The search is debounced: no call per keystroke.
    expect(server.requests.some((r) => r.url.includes('search=f&') || r.url.includes('search=f2&'))).toBe(false);

    fireEvent.click(within(table).getByText('RESMED-F20-M'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/inventory/2'));
    expect(await screen.findByRole('heading', { name: 'RESMED-F20-M' })).toBeTruthy();
  });

  it('exports every SKU of the filters as CSV, not only the page on screen', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([cpapSku, maskSku], 2)),
      [`GET ${LIST}?page=1&rowsPerPage=100`]: ok(page([cpapSku, maskSku], 2, 1, 100)),
    });
    const exports = answerCsvExports([cpapSku, maskSku]);
    const created = vi.spyOn(URL, 'createObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/supplier/stock/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    // One call, which the server answers with every row.
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines).toEqual([
      'SKU,HCPCS,Item,Manufacturer,Model,Serialised,Quantity,Reserved,Available,Below PAR,Unit cost,Archived',
      'RESMED-AS10-001,E0601,Continuous positive airway pressure (CPAP) device,ResMed,AirSense 10 AutoSet,yes,12,2,10,no,450.00,no',
      'RESMED-F20-M,A7030,Full face mask,ResMed,"AirFit F20, medium",no,46,0,46,yes,89.00,no',
    ]);
  });

  it('says when there are no SKUs yet, and shows a failed list with a way to try again', async () => {
    let calls = 0;
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25`]: (request) => {
        calls += 1;
        return calls <= 2 ? fail(500, 'The inventory is not available right now.')(request) : ok(page([]))(request);
      },
    });
    renderApp('/supplier/stock/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' });
    expect(await within(table).findByText('The inventory is not available right now.')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Try again' }));
    expect(await within(table).findByText('No SKUs yet. Add the models you stock with “New SKU”.')).toBeTruthy();
  });

  it('adds a SKU: a catalogue item found by its code, the cost typed in dollars goes as cents, a 422 lands under its field', async () => {
    const created = makeSkuDetail({ id: 9, sku: 'RESMED-AS11', model: 'AirSense 11', storage: [] });
    const posts: unknown[] = [];
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([cpapSku])),
      'GET /api/equipment?view=items&page=1&rowsPerPage=25&search=E0601': ok(page([CPAP])),
      [`POST ${LIST}`]: (request) => {
        posts.push(request.body);
        return posts.length === 1
          ? fail(422, 'The given data was invalid.', { sku: ['The SKU RESMED-AS10-001 is already in your inventory.'] })(request)
          : { status: 201, data: { data: created } };
      },
      [`GET ${LIST}/9`]: ok({ data: created }),
    });
    const { router } = renderApp('/supplier/stock/inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'New SKU' }));
    const form = await screen.findByRole('form', { name: 'New SKU' });

    // Checked here first: nothing is sent without an item and a code.
    fireEvent.click(within(form).getByRole('button', { name: 'Add SKU' }));
    expect(await within(form).findByText('Choose the catalogue item this SKU is a model of.')).toBeTruthy();
    expect(within(form).getByText('The SKU field is required.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(within(form).getByRole('searchbox', { name: 'Catalogue item' }), { target: { value: 'E0601' } });
    fireEvent.click(await within(form).findByRole('button', { name: `Add E0601 ${CPAP.name}` }));
    expect(within(form).getByTestId('chosen-item').textContent).toBe(`E0601${CPAP.name}`);
    fireEvent.change(within(form).getByRole('textbox', { name: /^SKU/ }), { target: { value: 'RESMED-AS10-001' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Manufacturer' }), { target: { value: 'ResMed' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Model' }), { target: { value: 'AirSense 11' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Unit cost' }), { target: { value: '612.5' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Serialised/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add SKU' }));

    expect(await within(form).findByText('The SKU RESMED-AS10-001 is already in your inventory.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^SKU/ }).getAttribute('aria-invalid')).toBe('true');
    expect(posts[0]).toEqual({
      equipment_id: 897,
      sku: 'RESMED-AS10-001',
      manufacturer: 'ResMed',
      model: 'AirSense 11',
      serialized: true,
      unit_cost_cents: 61250,
    });

    fireEvent.change(within(form).getByRole('textbox', { name: /^SKU/ }), { target: { value: 'RESMED-AS11' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add SKU' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/inventory/9'));
    expect(await screen.findByRole('heading', { name: 'RESMED-AS11' })).toBeTruthy();
    expect(posts[1]).toMatchObject({ sku: 'RESMED-AS11', unit_cost_cents: 61250 });
  });

  it('lets staff holding “stock” at today’s location in, with Warehouses, Inventory, Stock logs and Stock editor under Stock', async () => {
    server = signIn({ [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([cpapSku])) }, supplierStaff(['stock']));
    session.setLocation(21);
    renderApp('/supplier/stock/inventory');
    expect(await screen.findByRole('table', { name: 'Inventory' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Inventory' }).getAttribute('href')).toBe('/supplier/stock/inventory');
    expect(within(nav).getByRole('link', { name: 'Stock logs' }).getAttribute('href')).toBe('/supplier/stock/logs');
    expect(within(nav).getByRole('link', { name: 'Stock editor' }).getAttribute('href')).toBe('/supplier/stock/editor');
    expect(within(nav).getByRole('link', { name: 'Warehouses' }).getAttribute('href')).toBe('/supplier/stock/warehouses');
  });
});
