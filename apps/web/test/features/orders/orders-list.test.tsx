import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { answerCsvExports, csvLines } from '../../csv-export';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { wideText } from '../../table-text';
import { ok, page, signedInServer } from '../helpers';
import { doctor, makeOrder, makeSummary, supplier, supplierStaff } from './fixtures';

function signIn(user: CurrentUser, routes: Record<string, FakeHandler> = {}, locationId?: number) {
  session.setLocation(locationId ?? null);
  return signedInServer(user, routes);
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(wideText);
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('orders lists', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("shows the doctor's orders of every status, then a status tab's orders, with the virtual In work tab and a search", async () => {
    const inWork = makeSummary({ id: 38, status: 10, status_name: 'Intake', virtual_status: -10, virtual_status_name: 'In work' });
    server = signIn(doctor, {
      'GET /api/doctor/orders?page=1&rowsPerPage=25&status=all': ok(page([makeSummary(), inWork])),
      'GET /api/doctor/orders?page=1&rowsPerPage=25&status=-10': ok(page([inWork])),
      'GET /api/doctor/orders?page=1&rowsPerPage=25&status=-10&search=ell': ok(page([inWork])),
    });
    const { router } = renderApp('/doctor/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Order status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Draft', 'Pend HIPAA', 'Pend PRSC', 'Pend F2F', 'In work', 'Delivered']);
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    expect(cells(dataRows(table)[0]!).slice(0, 7)).toEqual([
      '#41',
      'Margaret A EllisonDOB 03/14/1948',
      'Draft',
      'Sunrise Medical Supply',
      '2',
      '03/01/2026',
      '03/02/2026',
    ]);
    expect(cells(dataRows(table)[1]!)[2]).toBe('In work');
    // New Order is offered to a doctor who may create orders.
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/doctor/orders/create');

    fireEvent.click(within(tabs).getByRole('tab', { name: 'In work' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/orders/-10'));
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'ell' } });
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe('/api/doctor/orders?page=1&rowsPerPage=25&status=-10&search=ell'));
  });

  it('archives a draft after a confirmation, and lists archived orders with a Restore button', async () => {
    let archived = false;
    server = signIn(doctor, {
      'GET /api/doctor/orders?page=1&rowsPerPage=25&status=all': () => ({ status: 200, data: page(archived ? [] : [makeSummary()]) }),
      'POST /api/doctor/orders/41/archive': () => {
        archived = true;
        return { status: 200, data: { data: makeOrder({ deleted_at: '2026-03-03T10:00:00.000Z' }) } };
      },
      'GET /api/doctor/orders?page=1&rowsPerPage=25&status=all&archived=1': ok(
        page([makeSummary({ deleted_at: '2026-03-03T10:00:00.000Z' })]),
      ),
    });
    renderApp('/doctor/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Archive order #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(dialog.textContent).toContain('Archive order #41?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST' && r.url === '/api/doctor/orders/41/archive')).toBe(true));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Archive order #41' })).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await within(table).findByRole('button', { name: 'Restore order #41' })).toBeTruthy();
  });

  it('cancelling the confirmation archives nothing', async () => {
    server = signIn(doctor, { 'GET /api/doctor/orders?page=1&rowsPerPage=25&status=all': ok(page([makeSummary()])) });
    renderApp('/doctor/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Archive order #41' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the supplier's list of the URL's status with the doctor column; a row opens the order", async () => {
    const intake = makeSummary({ status: 10, status_name: 'Intake', virtual_status: 10, virtual_status_name: 'Intake' });
    server = signIn(supplier, {
      'GET /api/vendor/orders?page=1&rowsPerPage=25&status=10': ok(page([intake])),
      'GET /api/vendor/orders/41': ok({
        data: makeOrder({ status: 10, status_name: 'Intake', virtual_status: 10, virtual_status_name: 'Intake' }),
      }),
    });
    const { router } = renderApp('/supplier/orders/list/10');
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    expect(within(tabs).getByRole('tab', { name: 'Intake' }).getAttribute('aria-selected')).toBe('true');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(16);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Doctor' })).toBeTruthy();
    await waitFor(() => expect(cells(dataRows(table)[0]!)[3]).toBe('Dr. Olivia Bennett'));
    // A supplier may archive (cancel) an order until it is out for delivery.
    expect(within(table).getByRole('button', { name: 'Archive order #41' })).toBeTruthy();
    // The owner may start an order too (supplier.orders.create).
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/supplier/orders/create');
    fireEvent.click(within(table).getByText('#41'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/orders/41/edit/general'));
    expect(await screen.findByRole('heading', { name: 'Order #41' })).toBeTruthy();
  });

  it('offers staff only the status tabs they may view, and no archive button without `order archive`', async () => {
    const initial = makeSummary({ status: 5, status_name: 'Initial', virtual_status: 5, virtual_status_name: 'Initial' });
    server = signIn(
      supplierStaff(['order view 5', 'order view 10']),
      { 'GET /api/vendor/orders?page=1&rowsPerPage=25&status=all': ok(page([initial])) },
      21,
    );
    renderApp('/supplier/orders/list');
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Initial', 'Intake']);
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    expect(within(table).queryByRole('button', { name: /Archive/ })).toBeNull();
  });

  it('exports every order of the tab as CSV, in one call the server streams', async () => {
    const many = Array.from({ length: 100 }, (_, i) => makeSummary({ id: 1000 + i }));
    server = signIn(doctor, {
      'GET /api/doctor/orders?page=1&rowsPerPage=25&status=1': ok(page(many.slice(0, 25), 101)),
      'GET /api/doctor/orders?status=1&page=1&rowsPerPage=100': ok(page(many, 101, 1, 100)),
      'GET /api/doctor/orders?status=1&page=2&rowsPerPage=100': ok(page([makeSummary({ id: 2000 })], 101, 2, 100)),
    });
    const exports = answerCsvExports([...many, makeSummary({ id: 2000 })]);
    const created = vi.spyOn(URL, 'createObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/doctor/orders/1');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(25));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    // One call, which the server answers with every row.
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines[0]).toBe('Order,Patient,Status,Supplier,Office,Items,Rx date,Created,Updated');
    expect(lines).toHaveLength(102);
    expect(lines.at(-1)).toBe('2000,Margaret A Ellison,Draft,Sunrise Medical Supply,Downtown Office,2,03/01/2026,03/02/2026,03/02/2026');
  });
});
