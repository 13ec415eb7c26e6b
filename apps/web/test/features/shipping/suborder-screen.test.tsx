import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, signedInServer } from '../helpers';
import { makeDetail } from './fixtures';

vi.mock('../../../src/app/implemented-routes', async (load) => (await import('./mount')).withShippingNames(await load()));
vi.mock('../../../src/app/routes', async (load) => (await import('./mount')).withShippingPages(await load()));

const ONE = '/api/vendor/suborders/7';
const parcel = makeDetail({ method: 'courier', status: 'shipping_service', status_name: 'Shipping service' });
const COURIERS = [
  { code: 'ups', name: 'UPS', tracking_url: 'https://www.ups.com/track?tracknum={n}' },
  { code: 'fedex', name: 'FedEx', tracking_url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
];

function signIn(routes: Record<string, FakeHandler>) {
  return signedInServer(supplier, { 'GET /api/vendor/courier': ok({ data: COURIERS }), ...routes });
}

async function choose(name: string, option: string) {
  fireEvent.click(await screen.findByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const posted = (server: ReturnType<typeof installFakeServer>, url: string) => server.requests.filter((r) => r.method !== 'GET' && r.url === url);

describe('supplier suborder screen', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('sends a courier suborder out with the carrier and the 12 tracking digits, and shows the new status', async () => {
    const moved = { ...parcel, status: 'in_delivery', status_name: 'In delivery', next_statuses: ['delivered'], courier: { code: 'fedex', name: 'FedEx' } };
    server = signIn({ [`GET ${ONE}`]: ok({ data: parcel }), [`POST ${ONE}/status`]: ok({ data: moved }) });
    renderApp('/supplier/shipping/7/status');
    expect(await screen.findByRole('heading', { name: 'Suborder 1024-1' })).toBeTruthy();
    await choose('New status', 'In delivery');
    await choose('Courier', 'FedEx');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tracking number' }), { target: { value: '123412341234' } });
    expect((screen.getByRole('textbox', { name: 'Tracking number' }) as HTMLInputElement).value).toBe('1234-1234-1234');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Left the dock at 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(posted(server!, `${ONE}/status`)).toHaveLength(1));
    expect(posted(server, `${ONE}/status`)[0]!.body).toEqual({
      status: 'in_delivery',
      note: 'Left the dock at 9',
      courier: 'fedex',
      tracking_number: '123412341234',
    });
    const summary = await screen.findByTestId('suborder-summary');
    await waitFor(() => expect(within(summary).getByText('In delivery')).toBeTruthy());
  });

  it('asks before marking delivered, and shows the server’s refusal of a stale move', async () => {
    server = signIn({
      [`GET ${ONE}`]: ok({ data: makeDetail() }),
      [`POST ${ONE}/status`]: fail(409, 'The suborder cannot move from In delivery to Delivered.'),
    });
    renderApp('/supplier/shipping/7/status');
    await choose('New status', 'Delivered');
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Suborder 1024-1 moves to Delivered/)).toBeTruthy();
    expect(posted(server, `${ONE}/status`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(posted(server!, `${ONE}/status`)).toHaveLength(1));
    expect(posted(server, `${ONE}/status`)[0]!.body).toEqual({ status: 'delivered' });
    const refusal = await screen.findByRole('alert', { name: 'The status was not changed' });
    expect(refusal.textContent).toContain('The suborder cannot move from In delivery to Delivered.');
  });

  it('records an agreed window as instants of the browser’s zone', async () => {
    server = signIn({
      [`GET ${ONE}`]: ok({ data: makeDetail() }),
      [`GET ${ONE}/timeslots`]: ok({ data: [] }),
      [`POST ${ONE}/timeslots`]: () => ({ status: 201, data: { data: { id: 1, starts_at: '', ends_at: '', status: 'agreed', created_at: '' } } }),
    });
    renderApp('/supplier/shipping/7/general-info');
    expect(await screen.findByText('No window offered yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Delivery window' });
    fireEvent.click(within(form).getByText('Agreed with the patient'));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Date' }), { target: { value: '03072026' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '09:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '08:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save agreed window' }));
    expect(await within(form).findByText('The window must end after it starts.')).toBeTruthy();
    expect(posted(server, `${ONE}/timeslots`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '11:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save agreed window' }));
    await waitFor(() => expect(posted(server!, `${ONE}/timeslots`)).toHaveLength(1));
    expect(posted(server, `${ONE}/timeslots`)[0]!.body).toEqual({
      starts_at: new Date(2026, 2, 7, 9, 0).toISOString(),
      ends_at: new Date(2026, 2, 7, 11, 30).toISOString(),
      status: 'agreed',
    });
  });
});
