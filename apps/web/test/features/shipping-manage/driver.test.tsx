import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DriverPage } from '../../../src/features/shipping-manage';
import type { installFakeServer } from '../../fake-server';
import { ok, page } from '../helpers';
import { BASE, driver, renderPage, signIn } from './support';

const warehouse = (id: number, name: string) => ({ id, name });

describe('shipping manage: driver settings', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('saves the shift, break, capacity, home warehouse and skills as one body', async () => {
    const ana = driver({ id: 7 });
    server = signIn({
      [`GET ${BASE}/drivers/7`]: ok({ data: ana }),
      'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc': ok(
        page([warehouse(4, 'North warehouse'), warehouse(5, 'South warehouse')]),
      ),
      [`GET ${BASE}/routes?page=1&rowsPerPage=25&driver_id=7`]: ok(page([])),
      [`PUT ${BASE}/drivers/7`]: (request) => ({ status: 200, data: { data: { ...ana, ...(request.body as object) } } }),
    });
    renderPage('/drivers/:driverId', '/drivers/7', <DriverPage />);
    const form = await screen.findByRole('form', { name: 'Driver settings' });
    expect(await screen.findByText('No routes for this driver yet.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Shift end/), { target: { value: '18:30' } });
    fireEvent.change(within(form).getByLabelText('Break start'), { target: { value: '' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Capacity, units/ }), { target: { value: '35' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Vehicle' }), { target: { value: 'Ram ProMaster' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Oxygen certified' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Two-person lift (beds, lifts)' }));
    fireEvent.click(within(form).getByRole('combobox', { name: /Home warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'South warehouse' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save driver' }));

    await waitFor(() => expect(server!.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'PUT')!.body).toEqual({
      active: true,
      shift_start: '08:00',
      shift_end: '18:30',
      break_start: null,
      break_minutes: 30,
      capacity_count: 35,
      capacity_volume: null,
      vehicle: 'Ram ProMaster',
      home_warehouse_id: 5,
      skills: ['oxygen'],
    });
  });

  it('checks the shift before sending: it must end after it starts', async () => {
    server = signIn({
      [`GET ${BASE}/drivers/7`]: ok({ data: driver({ id: 7 }) }),
      'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc': ok(page([])),
      [`GET ${BASE}/routes?page=1&rowsPerPage=25&driver_id=7`]: ok(page([])),
    });
    renderPage('/drivers/:driverId', '/drivers/7', <DriverPage />);
    const form = await screen.findByRole('form', { name: 'Driver settings' });
    fireEvent.change(within(form).getByLabelText(/Shift end/), { target: { value: '07:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save driver' }));
    expect(await within(form).findByText('The shift must end after it starts.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
