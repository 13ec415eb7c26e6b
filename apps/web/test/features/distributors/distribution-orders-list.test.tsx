import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCsvExports, csvLines } from '../../csv-export';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok, page, signedInServer } from '../helpers';
import { cleveland, columbus, makeSummary, mckesson, medline } from './fixtures';
import { wideText } from '../../table-text';

const LIST = '/api/vendor/distribution-orders';
const sent = makeSummary();
const draft = makeSummary({
  id: 78,
  kind: 'request',
  status: 'draft',
  status_name: 'Draft',
  distributor: { id: mckesson.id, name: mckesson.name },
  warehouse: { id: cleveland.id, name: cleveland.name },
  order_id: 1024,
  quantity_total: 3,
  total_cents: 26_700,
  sent_at: null,
});

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([sent, draft])),
    'GET /api/vendor/distributors?sortBy=name&sortType=asc&page=1&rowsPerPage=100': ok(page([medline, mckesson], 2, 1, 100)),
    'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc': ok(page([columbus, cleveland], 2, 1, 100)),
    ...extra,
  });
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map(wideText);
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellsOf(row)[0]);

async function choose(name: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('supplier distribution orders list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists the orders and asks the server for each filter: status, kind, distributor and warehouse', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25&status=draft`]: ok(page([draft])),
      [`GET ${LIST}?page=1&rowsPerPage=25&status=draft&kind=request`]: ok(page([draft])),
      [`GET ${LIST}?page=1&rowsPerPage=25&status=draft&kind=request&distributor_id=6`]: ok(page([draft])),
      [`GET ${LIST}?page=1&rowsPerPage=25&status=draft&kind=request&distributor_id=6&warehouse_id=31`]: ok(page([])),
      [`GET ${LIST}?page=1&rowsPerPage=25&status=draft&kind=request&distributor_id=6&warehouse_id=32`]: ok(page([draft])),
      [`GET ${LIST}/78`]: ok({
        data: { ...draft, distributor: mckesson, warehouse: { ...draft.warehouse, full_address: '' }, lines: [], events: [] },
      }),
    });
    const { router } = renderApp('/supplier/stock/distributors-orders');
    expect(await screen.findByRole('heading', { name: 'Distribution orders' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Distribution orders' });
    await waitFor(() => expect(firstCells(table)).toEqual(['#77', '#78']));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual([
      '#77',
      'Sent',
      'With stock',
      'Medline Industries',
      'Columbus Stockroom',
      '—',
      '0 / 12',
      '$1,234',
      '01/05/2026',
      '01/06/2026',
    ]);
    expect(cellsOf(second!)).toEqual([
      '#78',
      'Draft',
      'With request',
      'McKesson Medical',
      'Cleveland Stockroom',
      '#1024',
      '0 / 3',
      '$267',
      '01/05/2026',
      '—',
    ]);

    await choose('Status', 'Draft');
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&status=draft`));
    await choose('Kind', 'With request');
    await waitFor(() => expect(server!.requests.at(-1)?.url).toContain('kind=request'));
    await choose('Distributor', 'McKesson Medical');
    await waitFor(() => expect(server!.requests.at(-1)?.url).toContain('distributor_id=6'));
    await choose('Warehouse', 'Columbus Stockroom');
    expect(await within(table).findByText('No order matches')).toBeTruthy();
    expect(server.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&status=draft&kind=request&distributor_id=6&warehouse_id=31`);

    await choose('Warehouse', 'Cleveland Stockroom');
    fireEvent.click(await within(table).findByText('#78'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/distributors-orders/78/items'));
    expect(await screen.findByRole('heading', { name: 'Distribution order #78' })).toBeTruthy();
  });

  it('exports every order of the current filters as CSV, not only the page on screen', async () => {
    server = signIn({ [`GET ${LIST}?page=1&rowsPerPage=100`]: ok(page([sent, draft], 2, 1, 100)) });
    const exports = answerCsvExports([sent, draft]);
    const created = vi.spyOn(URL, 'createObjectURL');
    // happy-dom would follow the download link and leave the test page.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/supplier/stock/distributors-orders');
    const table = await screen.findByRole('table', { name: 'Distribution orders' });
    await waitFor(() => expect(firstCells(table)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    // One call, which the server answers with every row.
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines).toEqual([
      'Order,Status,Kind,Distributor,Warehouse,For order,Received,Lines,Total,Created,Sent,Received on,Created by,Note',
      '77,Sent,With stock,Medline Industries,Columbus Stockroom,,0 / 12,2,1234.00,01/05/2026,01/06/2026,,Sam Rivera,',
      '78,Draft,With request,McKesson Medical,Cleveland Stockroom,1024,0 / 3,2,267.00,01/05/2026,,,Sam Rivera,',
    ]);
  });
});
