import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '../../fake-server';
import { renderApp } from '../../render-app';
import { ok, page } from '../helpers';
import { cleveland, columbus, cpapSku, makeMovement, makeSkuDetail, maskSku, signIn } from './fixtures';
import { allCellTexts, allHeaderTexts } from '../../table-text';

const LOGS = '/api/vendor/inventory/logs?page=1&rowsPerPage=25';
const SKU_OPTIONS = '/api/vendor/inventory?page=1&rowsPerPage=25&sortBy=sku&sortType=asc&archived=1';

const receipt = makeMovement();
const issue = makeMovement({
  id: 502,
  kind: 'issue',
  from_warehouse: { id: columbus.id, name: columbus.name },
  to_warehouse: null,
  quantity: 1,
  serials: ['SN-1001'],
  reason: 'delivered',
  order_item_id: 88,
  order_id: 4021,
  user: null,
});
const move = makeMovement({
  id: 503,
  kind: 'move',
  sku: { id: 2, sku: 'RESMED-F20-M' },
  from_warehouse: { id: columbus.id, name: columbus.name },
  to_warehouse: { id: cleveland.id, name: cleveland.name },
  quantity: 4,
  serials: [],
  reason: 'rebalance',
});

const cellsOf = allCellTexts;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('supplier stock logs', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows each movement with its kind, places, serials, order and user, and links to the SKU and the order', async () => {
    server = signIn({ [`GET ${LOGS}`]: ok(page([issue, receipt, move])), [`GET ${SKU_OPTIONS}`]: ok(page([cpapSku, maskSku])) });
    renderApp('/supplier/stock/logs');
    expect(await screen.findByRole('heading', { name: 'Stock logs' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Stock movements' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    const [first, second, third] = bodyRows(table).map(cellsOf);
    expect(first!.slice(1)).toEqual([
      'Issue (delivered)',
      'RESMED-AS10-001',
      'Columbus Stockroom → —',
      '1',
      'SN-1001',
      'Order #4021',
      'System',
      'delivered',
    ]);
    expect(second!.slice(1)).toEqual([
      'Receipt',
      'RESMED-AS10-001',
      '— → Columbus Stockroom',
      '2',
      'SN-1001, SN-1002',
      '',
      'Sam Rivera',
      'opening count',
    ]);
    expect(third!.slice(1)).toEqual([
      'Move',
      'RESMED-F20-M',
      'Columbus Stockroom → Cleveland Stockroom',
      '4',
      '',
      '',
      'Sam Rivera',
      'rebalance',
    ]);
    expect(within(table).getByRole('link', { name: 'Order #4021' }).getAttribute('href')).toBe('/supplier/orders/4021/edit/items');
    expect(within(table).getAllByRole('link', { name: 'RESMED-F20-M' })[0]!.getAttribute('href')).toBe('/supplier/stock/inventory/2');
  });

  it('asks the server for each filter: kind, warehouse, serial number, dates and a SKU found by search', async () => {
    const filtered = `${LOGS}&warehouse_id=31&kind=move&serial=SN-1001&date_from=2026-01-01&date_to=2026-01-31`;
    server = signIn({
      [`GET ${LOGS}`]: ok(page([issue, receipt, move])),
      [`GET ${LOGS}&kind=move`]: ok(page([move])),
      [`GET ${LOGS}&warehouse_id=31&kind=move`]: ok(page([move])),
      [`GET ${LOGS}&warehouse_id=31&kind=move&serial=SN-1001`]: ok(page([])),
      [`GET ${LOGS}&warehouse_id=31&kind=move&serial=SN-1001&date_from=2026-01-01`]: ok(page([])),
      [`GET ${filtered}`]: ok(page([])),
      [`GET ${LOGS}&sku_id=2&warehouse_id=31&kind=move&serial=SN-1001&date_from=2026-01-01&date_to=2026-01-31`]: ok(page([move])),
      [`GET ${SKU_OPTIONS}`]: ok(page([cpapSku, maskSku])),
      [`GET ${SKU_OPTIONS}&search=f20`]: ok(page([maskSku])),
    });
    renderApp('/supplier/stock/logs');
    const table = await screen.findByRole('table', { name: 'Stock movements' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    const filters = screen.getByRole('group', { name: 'Filters' });
    const lastUrl = () => server!.requests.filter((r) => r.url.startsWith('/api/vendor/inventory/logs')).at(-1)?.url;

    fireEvent.click(within(filters).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Move' }));
    await waitFor(() => expect(lastUrl()).toBe(`${LOGS}&kind=move`));
    fireEvent.click(within(filters).getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Columbus Stockroom' }));
    await waitFor(() => expect(lastUrl()).toBe(`${LOGS}&warehouse_id=31&kind=move`));
    fireEvent.change(within(filters).getByRole('searchbox', { name: 'Serial number' }), { target: { value: ' SN-1001 ' } });
    expect(await within(table).findByText('No movement matches')).toBeTruthy();
    await waitFor(() => expect(lastUrl()).toBe(`${LOGS}&warehouse_id=31&kind=move&serial=SN-1001`));
    fireEvent.change(within(filters).getByLabelText('From date'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(filters).getByLabelText('To date'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(lastUrl()).toBe(filtered));

    const skuField = within(filters).getByRole('combobox', { name: 'SKU' });
    // Mantine takes a change of an unfocused field for autofill: type into the focused field, as a person does.
    act(() => skuField.focus());
    fireEvent.change(skuField, { target: { value: 'f20' } });
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${SKU_OPTIONS}&search=f20`));
    fireEvent.click(await screen.findByRole('option', { name: 'RESMED-F20-M' }));
    await waitFor(() =>
      expect(lastUrl()).toBe(`${LOGS}&sku_id=2&warehouse_id=31&kind=move&serial=SN-1001&date_from=2026-01-01&date_to=2026-01-31`),
    );
    await waitFor(() => expect(bodyRows(table).map((r) => cellsOf(r)[1])).toEqual(['Move']));
    // The serial number is debounced and the SKU found by the server: no call per keystroke.
    expect(server.requests.some((r) => r.url.includes('serial=S&') || r.url.endsWith('search=f'))).toBe(false);
  });

  it('hides the SKU column and filter where the SKU is fixed (one SKU’s movements)', async () => {
    server = signIn({
      'GET /api/vendor/inventory/1': ok({ data: makeSkuDetail() }),
      'GET /api/vendor/inventory/1/serial_numbers?page=1&rowsPerPage=25': ok(page([])),
      [`GET ${LOGS}&sku_id=1`]: ok(page([receipt])),
    });
    renderApp('/supplier/stock/inventory/1');
    const table = await screen.findByRole('table', { name: 'Movements of this SKU' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(allHeaderTexts(table)).toEqual(['Date', 'Kind', 'From → to', 'Qty', 'Serials', 'Order', 'User', 'Reason']);
    // The table fits a laptop: the user and the serials give way below a wide screen (they stay in the CSV).
    const header = (name: string) =>
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .find((th) => th.textContent === name)!;
    expect(header('User').className).toContain('mantine-visible-from-xl');
    expect(header('Serials').className).toContain('mantine-visible-from-lg');
    expect(within(screen.getByRole('group', { name: 'Filters' })).queryByRole('combobox', { name: 'SKU' })).toBeNull();
  });
});
