import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { answerCsvExports, csvLines } from '../../csv-export';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok, page, signedInServer } from '../helpers';
import { makeSuborder } from './fixtures';
import { wideText } from '../../table-text';

vi.mock('../../../src/app/implemented-routes', async (load) => (await import('./mount')).withShippingNames(await load()));
vi.mock('../../../src/app/routes', async (load) => (await import('./mount')).withShippingPages(await load()));

const LIST = '/api/vendor/suborders';
const driverOne = makeSuborder({
  agreed_slot: { starts_at: '2026-03-07T14:00:00.000Z', ends_at: '2026-03-07T16:00:00.000Z' },
  route: { id: 4, date: '2026-03-07', driver: { id: 3, name: 'Dan Driver' }, seq: 2 },
});
const parcel = makeSuborder({
  id: 8,
  number: '1025-1',
  patient: { id: 52, full_name: 'John Doe', phone: null },
  method: 'courier',
  status: 'in_delivery',
  status_name: 'In delivery',
  courier: { code: 'ups', name: 'UPS' },
  tracking_number: '123412341234',
  items_count: 1,
});

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${LIST}?page=1&rowsPerPage=25`]: ok(page([driverOne, parcel])),
    ...extra,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(wideText));

describe('supplier shipping list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists the suborders and asks the server for the status tab, the search and the method', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25&status=in_delivery`]: ok(page([parcel])),
      [`GET ${LIST}?page=1&rowsPerPage=25&status=in_delivery&search=1234`]: ok(page([parcel])),
      [`GET ${LIST}?page=1&rowsPerPage=25&status=in_delivery&search=1234&method=courier`]: ok(page([parcel])),
    });
    const { router } = renderApp('/supplier/shipping/list');
    expect(await screen.findByRole('heading', { name: 'Shipping' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Suborders' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    // The warehouse and creation date show from Mantine's xl breakpoint (1408 px) up; the test's window is 1024 px wide.
    const [first, second] = rowsOf(table);
    expect(first!.slice(0, 4)).toEqual(['1024-1', 'Maria Lopez', 'Driver delivery', 'Warehouse service']);
    expect(first![4]).toMatch(/^03\/07\/2026 \d\d:00 [AP]M – \d\d:00 [AP]M$/);
    expect(first!.slice(5)).toEqual(['Dan Driver03/07/2026 · stop 2', '2']);
    expect(second!.slice(0, 4)).toEqual(['1025-1', 'John Doe', 'Courier', 'In delivery']);
    expect(second![5]).toBe('UPS 123412341234');
    for (const text of ['Columbus Stockroom', '03/02/2026']) {
      expect(within(table).getAllByText(text)[0]!.closest('td')!.className).toContain('mantine-visible-from-xl');
    }

    fireEvent.click(screen.getByRole('tab', { name: 'In delivery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/shipping/list/in_delivery'));
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&status=in_delivery`));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search suborders' }), { target: { value: '1234' } });
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&status=in_delivery&search=1234`));

    fireEvent.click(screen.getByRole('combobox', { name: 'Delivery method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Courier' }));
    await waitFor(() =>
      expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&status=in_delivery&search=1234&method=courier`),
    );
  });

  it('sorts through the server and opens a suborder on its general info', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25&sortBy=agreed_slot&sortType=asc`]: ok(page([parcel, driverOne])),
    });
    const { router } = renderApp('/supplier/shipping/list/all');
    const table = await screen.findByRole('table', { name: 'Suborders' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    fireEvent.click(within(table).getByText('Agreed window'));
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&sortBy=agreed_slot&sortType=asc`));
    await waitFor(() => expect(rowsOf(table)[0]![0]).toBe('1025-1'));
    fireEvent.click(within(table).getByText('1024-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/shipping/7/general-info'));
  });

  it('exports every suborder of the current filter as CSV in one call the server streams', async () => {
    const many = Array.from({ length: 100 }, (_, i) => makeSuborder({ id: 100 + i, number: `2000-${i + 1}` }));
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=100`]: ok(page(many, 101, 1, 100)),
      [`GET ${LIST}?page=2&rowsPerPage=100`]: ok(page([parcel], 101, 2, 100)),
    });
    const exports = answerCsvExports([...many, parcel]);
    const created = vi.spyOn(URL, 'createObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/supplier/shipping/list');
    const table = await screen.findByRole('table', { name: 'Suborders' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines).toHaveLength(102);
    expect(lines.join('\n')).toContain('1025-1');
    // No page was fetched by the browser for the export.
    expect(server.requests.map((r) => r.url)).not.toContain(`${LIST}?page=2&rowsPerPage=100`);
    exports.restore();
  });
});
