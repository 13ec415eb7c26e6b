import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { makeDepartment, makeOffice, makeVendorDoctor, supplier, supplierStaff } from './fixtures';

const bennett = makeVendorDoctor();
const grant = makeVendorDoctor({
  id: 12,
  name: 'Dr. Noah Grant',
  npi: '1245319599',
  practice: { id: 30, name: 'Grant Orthopedics' },
  is_verified: false,
  verified_at: null,
  created_by_vendor: true,
  can_edit: true,
  notes: '',
  locations_count: 0,
});

function signIn(user = supplier, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, {
    'GET /api/vendor/doctors?page=1&rowsPerPage=25': ok(page([bennett, grant])),
    'GET /api/vendor/doctors/3/profile': ok({ data: bennett }),
    'GET /api/vendor/doctors/3/locations?page=1&rowsPerPage=100': ok(page([makeOffice()], 1, 1, 100)),
    'GET /api/vendor/doctors/12/profile': ok({ data: grant }),
    'GET /api/vendor/doctors/12/locations?page=1&rowsPerPage=100': ok(page([], 0, 1, 100)),
    ...extra,
  });
}

const type = (scope: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByRole('textbox', { name }), { target: { value } });

describe('supplier doctors', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists the company’s doctors; a row opens the doctor’s profile with its offices', async () => {
    server = signIn();
    const { router } = renderApp('/supplier/doctors');
    const table = await screen.findByRole('table', { name: 'Doctors' });
    const row = await within(table).findByRole('row', { name: /Dr\. Noah Grant/ });
    expect(row.textContent).toContain('1245319599');
    expect(row.textContent).toContain('Invited');
    fireEvent.click(within(table).getByText('Dr. Olivia Bennett'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/doctors/3/profile'));
    expect(await screen.findByRole('heading', { name: 'Dr. Olivia Bennett' })).toBeTruthy();
    expect(screen.getByTestId('doctor-summary').textContent).toContain('NPI 1234567893');
    const offices = await screen.findByRole('region', { name: 'Offices' });
    const office = await within(offices).findByRole('region', { name: 'Downtown Office' });
    expect(within(office).getByText('Rita Moreno · Office manager')).toBeTruthy();
    fireEvent.click(within(office).getByRole('link', { name: 'Open page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/doctors/3/location/40'));
  });

  it('checks the NPI check digit, then shows the server’s field errors and a duplicate under the NPI', async () => {
    let attempts = 0;
    server = signIn(supplier, {
      'POST /api/vendor/doctors': (request) => {
        attempts += 1;
        if (attempts === 1)
          return fail(422, 'The name field is required for a doctor new to the portal.', {
            name: ['The name field is required for a doctor new to the portal.'],
          })(request);
        if (attempts === 2) return fail(409, 'This doctor is already in your list.')(request);
        return { status: 201, data: { data: makeVendorDoctor({ id: 44, name: 'Dr. Ada Stone', npi: '1234567802', is_verified: false }) } };
      },
      'GET /api/vendor/doctors/44/profile': ok({ data: makeVendorDoctor({ id: 44, name: 'Dr. Ada Stone', npi: '1234567802' }) }),
      'GET /api/vendor/doctors/44/locations?page=1&rowsPerPage=100': ok(page([], 0, 1, 100)),
    });
    const { router } = renderApp('/supplier/doctors');
    fireEvent.click(await screen.findByRole('link', { name: 'Add doctor' }));
    const form = await screen.findByRole('form', { name: 'Add doctor' });
    const npi = within(form).getByRole('textbox', { name: /NPI/ });
    fireEvent.change(npi, { target: { value: '1234567890' } });
    expect(within(form).getByText('The NPI must be 10 digits starting with 1 or 2, with a valid check digit.')).toBeTruthy();
    expect(npi.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Add doctor' }));
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(npi, { target: { value: '1234567802' } });
    expect(within(form).getByText('The check digit matches.')).toBeTruthy();
    type(form, /Phone/, '6145550177');
    fireEvent.click(within(form).getByRole('button', { name: 'Add doctor' }));
    expect(await within(form).findByText('The name field is required for a doctor new to the portal.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    // Only what was filled in is sent; the phone as its 10 digits.
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ npi: '1234567802', phone: '6145550177' });

    type(form, /Name/, 'Dr. Ada Stone');
    type(form, /Email/, 'ada@stone.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Add doctor' }));
    expect(await within(form).findByText('This doctor is already in your list.')).toBeTruthy();
    expect(npi.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Add doctor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/doctors/44/profile'));
    expect(await screen.findByRole('heading', { name: 'Dr. Ada Stone' })).toBeTruthy();
  });

  it('keeps a verified practice’s profile read-only but always lets the company change its notes', async () => {
    server = signIn(supplier, { 'PUT /api/vendor/doctors/3/profile': ok({ data: { ...bennett, notes: 'Prefers fax.' } }) });
    renderApp('/supplier/doctors/3/profile');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).queryByRole('button', { name: 'Edit Info' })).toBeNull();
    expect(within(profile).getByText(/This practice is verified/)).toBeTruthy();
    const notes = screen.getByRole('region', { name: 'Notes' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Edit Info' }));
    type(notes, 'Notes', 'Prefers fax.');
    fireEvent.click(within(notes).getByRole('button', { name: 'Save changes' }));
    expect(await within(notes).findByText('Prefers fax.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ notes: 'Prefers fax.' });
  });

  it('edits the profile and adds an office of an unverified practice the company created', async () => {
    server = signIn(supplier, {
      'PUT /api/vendor/doctors/12/profile': fail(422, 'The practice name field is required.', {
        practice_name: ['The practice name field is required.'],
      }),
      'POST /api/vendor/doctors/12/locations': (request) => ({
        status: 201,
        data: { data: makeOffice({ id: 90, name: (request.body as { name: string }).name }) },
      }),
    });
    renderApp('/supplier/doctors/12/profile');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    fireEvent.click(within(profile).getByRole('button', { name: 'Edit Info' }));
    type(profile, /Practice name/, '');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
    expect(await within(profile).findByText('The practice name field is required.')).toBeTruthy();

    const offices = screen.getByRole('region', { name: 'Offices' });
    expect(await within(offices).findByText('No offices yet.')).toBeTruthy();
    fireEvent.click(within(offices).getByRole('button', { name: 'Add office' }));
    const card = await within(offices).findByRole('region', { name: 'New office' });
    type(card, /Name/, 'Grant Ortho East');
    fireEvent.click(within(card).getByRole('button', { name: 'Add office' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST')).toBe(true));
    const body = server.requests.find((r) => r.method === 'POST')!.body as { name: string; working_hours: unknown[] };
    expect(body.name).toBe('Grant Ortho East');
    expect(body.working_hours).toHaveLength(7);
    expect(await screen.findByText('Office added')).toBeTruthy();
  });

  it('assigns the signed-in user, or a colleague known from the departments, as the doctor’s agent', async () => {
    let agents = [{ id: 1, user_id: 9, name: 'Tina Brooks', assigned_by: 2, created_at: '2026-01-05T10:00:00.000Z' }];
    server = signIn(supplier, {
      'GET /api/vendor/doctors/3/agents': () => ok({ data: agents })({} as never),
      'GET /api/vendor/profile/departments': ok({
        data: [
          makeDepartment({
            staff: [
              { user_id: 9, name: 'Tina Brooks', permissions: [] },
              { user_id: 11, name: 'Paul Nguyen', permissions: [] },
            ],
          }),
        ],
      }),
      'POST /api/vendor/doctors/3/agents': (request) => {
        const userId = (request.body as { user_id: number }).user_id;
        agents = [
          ...agents,
          {
            id: agents.length + 1,
            user_id: userId,
            name: userId === 2 ? 'Sam Rivera' : 'Paul Nguyen',
            assigned_by: 2,
            created_at: '2026-01-06T10:00:00.000Z',
          },
        ];
        return ok({ data: agents })(request);
      },
    });
    renderApp('/supplier/doctors/3/agents');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(await within(table).findByText('Tina Brooks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign me' }));
    expect(await within(table).findByText('Sam Rivera')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'You are assigned' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Colleague to assign' }));
    // Tina is assigned already: only Paul is offered.
    expect(screen.queryByRole('option', { name: 'Tina Brooks' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Paul Nguyen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await within(table).findByText('Paul Nguyen')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ user_id: 2 }, { user_id: 11 }]);
  });

  it('shows one office on its own page, and says so when the office or the doctor is not there', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/doctors/3/locations/40': ok({ data: makeOffice() }),
      'GET /api/vendor/doctors/3/locations/41': fail(404, 'Location not found.'),
      'GET /api/vendor/doctors/99/profile': fail(404, 'Doctor not found.'),
    });
    const { router } = renderApp('/supplier/doctors/3/location/40');
    const office = await screen.findByRole('region', { name: 'Downtown Office' });
    expect(within(office).getByText('400 N High St, Columbus, OH 43215')).toBeTruthy();
    expect(within(office).queryByRole('button', { name: 'Edit Info' })).toBeNull();
    await router.navigate('/supplier/doctors/3/location/41');
    expect(await screen.findByText('Office not found')).toBeTruthy();
    await router.navigate('/supplier/doctors/99/profile');
    expect(await screen.findByText('This doctor is not in your list.')).toBeTruthy();
  });

  it('lets staff without “order create” read doctors but not add them', async () => {
    server = signIn(supplierStaff(['order view 5']));
    session.setLocation(21);
    renderApp('/supplier/doctors');
    expect(await screen.findByRole('table', { name: 'Doctors' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add doctor' })).toBeNull();
  });

  it('lets staff holding “order create” at today’s location add doctors', async () => {
    server = signIn(supplierStaff(['order view 5', 'order create']));
    session.setLocation(21);
    renderApp('/supplier/doctors');
    expect(await screen.findByRole('link', { name: 'Add doctor' })).toBeTruthy();
  });
});
