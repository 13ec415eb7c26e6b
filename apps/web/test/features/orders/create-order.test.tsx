import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DoctorLocation } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler, type RecordedRequest } from '../../fake-server';
import { renderApp } from '../../render-app';
import { ok, page, signedInServer } from '../helpers';
import { doctor, makeOrder, makePatient } from './fixtures';

const office = (id: number, name: string): DoctorLocation => ({
  id,
  doctor_id: 3,
  name,
  address_1: '1 Main St',
  address_2: '',
  full_address: '1 Main St, Columbus, OH 43215',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
  working_hours: [],
  staff: [],
  temp_staff: [],
  contacts: [],
  supplier_contacts: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const LOOKUPS: Record<string, FakeHandler> = {
  'GET /api/doctor/patients?page=1&rowsPerPage=25&sortBy=last_name&sortType=asc': ok(page([makePatient()])),
  'GET /api/doctor/locations?page=1&rowsPerPage=100': ok(page([office(1, 'Downtown Office'), office(2, 'North Clinic')])),
  'GET /api/doctor/vendors?page=1&rowsPerPage=25': ok(page([])),
};

function signIn(routes: Record<string, FakeHandler>) {
  session.setLocation(null);
  return signedInServer(doctor, { ...LOOKUPS, ...routes });
}

describe('new order', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it("checks the patient with the contract's rule before sending, then sends user_id and doctor_location_id and opens the new order", async () => {
    const posted: unknown[] = [];
    server = signIn({
      'POST /api/doctor/orders': (request: RecordedRequest) => {
        posted.push(request.body);
        return (request.body as { user_id?: number }).user_id
          ? { status: 201, data: { data: makeOrder({ id: 77, commons: [], diagnoses: [] }) } }
          : { status: 422, data: { message: 'The patient field is required.', errors: { user_id: ['The patient field is required.'] } } };
      },
      'GET /api/doctor/orders/77': ok({ data: makeOrder({ id: 77, commons: [], diagnoses: [] }) }),
    });
    const { router } = renderApp('/doctor/orders/create');
    const form = await screen.findByRole('form', { name: 'New order' });
    // The doctor's only office is chosen in advance.
    await waitFor(() =>
      expect((within(form).getAllByLabelText(/Doctor location/)[0] as HTMLInputElement).value).toContain('Downtown Office'),
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Create order' }));
    expect(await within(form).findByText('The patient field is required.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.click(within(form).getByRole('combobox', { name: /Patient/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Margaret A Ellison · DOB 03/14/1948' }));
    await waitFor(() => expect(within(form).queryByText('The patient field is required.')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/orders/77/edit/general'));
    expect(posted).toEqual([{ user_id: 5, doctor_location_id: 1, refills_total: 0 }]);
    expect(await screen.findByRole('heading', { name: 'Order #77' })).toBeTruthy();
  });

  it('starts with the patient of the patient screen chosen', async () => {
    server = signIn({ 'GET /api/doctor/patients/5': ok({ data: makePatient() }) });
    renderApp('/doctor/orders/create?patient=5');
    const form = await screen.findByRole('form', { name: 'New order' });
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: /Patient/ }) as HTMLInputElement).value).toBe(
        'Margaret A Ellison · DOB 03/14/1948',
      ),
    );
  });

  it('tells an agent that agents cannot create orders', async () => {
    session.setToken('main-1');
    session.setLocation(1);
    const agent = {
      ...doctor,
      is_staff: true,
      roles: ['doctor', 'staff', 'agent'],
      staff_roles: ['agent' as const],
      permissions: { '1': ['order create'] },
    };
    server = installFakeServer({ 'GET /api/user': ok({ data: agent }), ...LOOKUPS });
    renderApp('/doctor/orders/create');
    expect(await screen.findByText('Agents cannot create orders.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New order' })).toBeNull();
  });
});
