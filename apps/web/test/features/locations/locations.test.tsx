import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TIME_FORMAT_ERROR, TIME_VALUE_ERROR, type DoctorLocation } from '@dme/contract';
import { installFakeServer, makeUser, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';

const doctor = makeUser({
  id: 3,
  role: 'doctor',
  roles: ['doctor'],
  name: 'Dr. Olivia Bennett',
  login: 'doctor@demo.test',
  verified_at: '2024-01-01',
  account: { id: 10, type: 'doctor', name: 'Bennett Family Practice' },
  locations: [{ id: 40, name: 'Downtown Office' }],
});
const doctorStaff = makeUser({ ...doctor, id: 8, name: 'Mark Ellis', is_staff: true, roles: ['doctor', 'staff'] });

const weekdays = [...Array.from({ length: 5 }, () => ({ from: '08:00', to: '17:00' })), { from: '', to: '' }, { from: '', to: '' }];

function makeLocation(overrides: Partial<DoctorLocation> = {}): DoctorLocation {
  return {
    id: 40,
    doctor_id: 3,
    name: 'Downtown Office',
    address_1: '10 Elm St',
    address_2: '',
    full_address: '10 Elm St, Dayton, OH 45402',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    working_hours: weekdays,
    staff: [{ id: 8, name: 'Mark Ellis' }],
    temp_staff: [],
    contacts: [{ id: 7, name: 'Rita Moreno', title: 'Office manager', phone: '9375550142', email: 'rita@bennett.example' }],
    supplier_contacts: [],
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const LIST = 'GET /api/doctor/locations?page=1&rowsPerPage=100';

function signIn(user = doctor, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, {
    [LIST]: ok(page([makeLocation()], 1, 1, 100)),
    ...extra,
  });
}

const type = (name: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(name), { target: { value } });

async function openEditor() {
  const card = await screen.findByRole('region', { name: 'Downtown Office' });
  fireEvent.click(within(card).getByRole('button', { name: 'Edit Info' }));
  await within(card).findByRole('group', { name: 'Working hours' });
  return card;
}

describe('doctor profile: locations', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('is a tab of the profile and shows each office as a card: address, Monday-first hours, contacts', async () => {
    server = signIn();
    renderApp('/doctor/profile/locations');
    expect((await screen.findByRole('tab', { name: 'Locations' })).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('region', { name: 'Downtown Office' });
    expect(within(card).getByText('10 Elm St, Dayton, OH 45402')).toBeTruthy();
    const hours = within(card).getByRole('table', { name: 'Working hours' });
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Monday08:00 – 17:00',
      'Tuesday08:00 – 17:00',
      'Wednesday08:00 – 17:00',
      'Thursday08:00 – 17:00',
      'Friday08:00 – 17:00',
      'SaturdayClosed',
      'SundayClosed',
    ]);
    expect(within(card).getByText('+1 (937) 555-0142')).toBeTruthy();
    expect(within(card).getByText('rita@bennett.example')).toBeTruthy();
  });

  it('the hours editor lists the days Monday first and rejects bad times with the spec messages before sending', async () => {
    server = signIn();
    renderApp('/doctor/profile/locations');
    const card = await openEditor();
    const days = within(card).getByRole('group', { name: 'Working hours' });
    expect(
      within(days)
        .getAllByLabelText(/ from$/)
        .map((input) => input.getAttribute('aria-label')),
    ).toEqual(['Monday from', 'Tuesday from', 'Wednesday from', 'Thursday from', 'Friday from', 'Saturday from', 'Sunday from']);

    type('Monday from', '2530', card);
    type('Tuesday to', '17', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText(TIME_VALUE_ERROR)).toBeTruthy();
    expect(within(card).getByText(TIME_FORMAT_ERROR)).toBeTruthy();
    expect(within(card).getByLabelText('Monday from').getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByLabelText('Tuesday to').getAttribute('aria-invalid')).toBe('true');
    expect(TIME_VALUE_ERROR).toBe('Invalid time value');
    expect(TIME_FORMAT_ERROR).toBe("Invalid time format. Expected 'HH:MM'.");
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('a day can be closed; the saved week is seven entries, Monday first, with the closed day empty', async () => {
    let saved: unknown = null;
    server = signIn(doctor, {
      'PUT /api/doctor/locations/40': (r) => {
        saved = r.body;
        return { status: 200, data: { data: makeLocation() } };
      },
    });
    renderApp('/doctor/profile/locations');
    const card = await openEditor();
    const wednesdayClosed = within(card).getByRole('checkbox', { name: 'Wednesday closed' }) as HTMLInputElement;
    expect(wednesdayClosed.checked).toBe(false);
    fireEvent.click(wednesdayClosed);
    expect((within(card).getByLabelText('Wednesday from') as HTMLInputElement).value).toBe('');
    expect((within(card).getByRole('checkbox', { name: 'Wednesday closed' }) as HTMLInputElement).checked).toBe(true);
    // Reopening Saturday gives it the usual hours.
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Saturday closed' }));
    expect((within(card).getByLabelText('Saturday from') as HTMLInputElement).value).toBe('09:00');
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect((saved as { working_hours: unknown }).working_hours).toEqual([
      { from: '08:00', to: '17:00' },
      { from: '08:00', to: '17:00' },
      { from: '', to: '' },
      { from: '08:00', to: '17:00' },
      { from: '08:00', to: '17:00' },
      { from: '09:00', to: '17:00' },
      { from: '', to: '' },
    ]);
    expect((saved as { contacts: unknown }).contacts).toEqual([
      { id: 7, name: 'Rita Moreno', title: 'Office manager', phone: '9375550142', email: 'rita@bennett.example' },
    ]);
    expect(await screen.findByText('Location saved')).toBeTruthy();
  });

  it("shows the server's 422 messages under the fields they name and stays in edit mode", async () => {
    server = signIn(doctor, {
      'PUT /api/doctor/locations/40': fail(422, 'The given data was invalid.', {
        'working_hours.4.to': ['The end time must be after the start time.'],
        'contacts.0.email': ['The email has already been taken.'],
        zip: ['The zip is not served.'],
      }),
    });
    renderApp('/doctor/profile/locations');
    const card = await openEditor();
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('The end time must be after the start time.')).toBeTruthy();
    expect(within(card).getByText('The email has already been taken.')).toBeTruthy();
    expect(within(card).getByText('The zip is not served.')).toBeTruthy();
    const fridayTo = within(card).getByLabelText('Friday to');
    expect(fridayTo.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('deleting a contact asks first; Cancel keeps it, Yes deletes it on the server', async () => {
    server = signIn(doctor, { 'DELETE /api/doctor/locations/contacts/7': () => ({ status: 204 }) });
    renderApp('/doctor/profile/locations');
    const card = await screen.findByRole('region', { name: 'Downtown Office' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete contact Rita Moreno' }));
    let dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText('Delete the contact “Rita Moreno”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Delete contact Rita Moreno' }));
    dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server!.requests.some((r) => r.method === 'DELETE' && r.url === '/api/doctor/locations/contacts/7')).toBe(true),
    );
  });

  it('adds a location: the ZIP fills city and state, the phone is sent as its digits', async () => {
    let created: unknown = null;
    server = signIn(doctor, {
      'GET /api/system/cities?zip=43215&page=1&rowsPerPage=25': ok(
        page([{ city: 'Columbus', state: 'OH', county: 'Franklin', zip: '43215', zips: ['43215'], lat: null, lng: null }]),
      ),
      'POST /api/doctor/locations': (r) => {
        created = r.body;
        return { status: 201, data: { data: makeLocation({ id: 41, name: 'North Clinic' }) } };
      },
    });
    renderApp('/doctor/profile/locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Add location' }));
    const card = await screen.findByRole('region', { name: 'New location' });
    type(/^Name/, 'North Clinic', card);
    type('ZIP', '43215', card);
    const city = () => card.querySelector<HTMLInputElement>('input[name="city"]')!;
    await waitFor(() => expect(city().value).toBe('Columbus'));
    fireEvent.click(within(card).getByRole('button', { name: 'Add contact' }));
    type('Contact 1 name', 'Ann Lee', card);
    type('Contact 1 phone', '6145550100', card);
    expect((within(card).getByLabelText('Contact 1 phone') as HTMLInputElement).value).toBe('+1 (614) 555-0100');
    fireEvent.click(within(card).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(created).not.toBeNull());
    expect(created).toMatchObject({
      name: 'North Clinic',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      contacts: [{ name: 'Ann Lee', title: '', phone: '6145550100', email: '' }],
    });
    expect((created as { working_hours: unknown[] }).working_hours).toHaveLength(7);
  });

  it('staff read the offices but have no edit, add or delete buttons', async () => {
    server = signIn(doctorStaff);
    renderApp('/doctor/profile/locations');
    const card = await screen.findByRole('region', { name: 'Downtown Office' });
    expect(within(card).queryByRole('button', { name: 'Edit Info' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete contact/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
  });
});
