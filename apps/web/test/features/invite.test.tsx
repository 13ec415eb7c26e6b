import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DoctorLocation, DoctorProfile } from '@dme/contract';
import { session } from '../../src/lib/session';
import { installFakeServer, makeUser, type FakeHandler } from '../fake-server';
import { renderApp } from '../render-app';
import { fail, ok, page } from './helpers';

const grant = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({
    id: 12,
    name: 'Dr. Noah Grant',
    login: 'newdoctor@demo.test',
    role: 'doctor',
    roles: ['doctor'],
    verified_at: null,
    account: { id: 3, type: 'doctor', name: 'Grant Orthopedics' },
    token_scope: 'invite',
    ...overrides,
  });

const profile = (overrides: Partial<DoctorProfile> = {}): DoctorProfile => ({
  id: 12,
  name: 'Dr. Noah Grant',
  login: 'newdoctor@demo.test',
  email: 'newdoctor@demo.test',
  npi: '1245319599',
  specialty: '',
  fax: '',
  time_zone: 'America/New_York',
  phones: [],
  emails: [],
  verified_at: null,
  practice: { id: 3, name: 'Grant Orthopedics' },
  can_edit: true,
  ...overrides,
});

const office = (overrides: Partial<DoctorLocation> = {}): DoctorLocation => ({
  id: 40,
  doctor_id: 12,
  name: 'Main Office',
  address_1: '10 Elm St',
  address_2: '',
  full_address: '10 Elm St, Dayton, OH 45402',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  working_hours: Array.from({ length: 7 }, () => ({ from: '', to: '' })),
  staff: [],
  temp_staff: [],
  contacts: [],
  supplier_contacts: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const HASH = 'a'.repeat(64);
const preview = (signed: boolean) => ({
  data: {
    title: 'Prescriber Portal Participation Agreement',
    text: 'This Agreement is made by Dr. Noah Grant.\n\n1. Purpose. Ordering equipment.',
    version: '2025-01',
    content_hash: HASH,
    signed: signed
      ? {
          id: 1,
          version: '2025-01',
          revision: 1,
          title: 'x',
          content_hash: HASH,
          signer_name: 'Dr. Noah Grant',
          signed_at: '2026-03-02T15:04:00.000Z',
          pdf_sha256: 'b'.repeat(64),
          pdf_size: 1000,
        }
      : null,
  },
});

/** The wizard's reads, answered for a doctor at the given progress. */
function wizardServer(
  state: { profile?: DoctorProfile; offices?: DoctorLocation[]; signed?: boolean } = {},
  extra: Record<string, FakeHandler> = {},
) {
  return installFakeServer({
    'GET /api/user': ok({ data: grant() }),
    'GET /api/doctor/profile': ok({ data: state.profile ?? profile() }),
    'GET /api/doctor/locations?page=1&rowsPerPage=25': ok(page(state.offices ?? [])),
    'GET /api/doctor/invite/preview': ok(preview(state.signed ?? false)),
    ...extra,
  });
}

const inWizard = () => session.setTempToken('invite-12');
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/invite/{userId}: the NPI check', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('takes 10 digits only and checks them before calling', async () => {
    server = installFakeServer({});
    renderApp('/invite/12?code=demo-invite');
    const npi = (await screen.findByLabelText(/^NPI/)) as HTMLInputElement;
    fireEvent.change(npi, { target: { value: '12a4-5' } });
    expect(npi.value).toBe('1245');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('The NPI must be 10 digits.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the NPI with the link code, keeps the temporary token and opens the wizard', async () => {
    server = wizardServer({}, { 'POST /api/login-by-npi/12': ok({ token: 'invite-12', data: grant() }) });
    session.setToken('someone-else');
    const { router } = renderApp('/invite/12?code=demo-invite');
    await screen.findByLabelText(/^NPI/);
    type(/^NPI/, '1245319599');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite-doctor/hello'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Noah Grant' })).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/login-by-npi/12',
      body: { npi: '1245319599', code: 'demo-invite' },
    });
    // Whoever was signed in here is signed out: the wizard runs on the invitation token alone.
    expect(localStorage.getItem('temp_token')).toBe('invite-12');
    expect(localStorage.getItem('token')).toBeNull();
    expect(server.requests.filter((r) => r.url.startsWith('/api/doctor/')).every((r) => r.authorization === 'Bearer invite-12')).toBe(true);
  });

  it('shows a refused NPI under the field and a refused code as an invalid link', async () => {
    let answer = fail(422, 'The NPI does not match this invitation.', { npi: ['The NPI does not match this invitation.'] });
    server = installFakeServer({ 'POST /api/login-by-npi/12': (r) => answer(r) });
    renderApp('/invite/12?code=demo-invite');
    await screen.findByLabelText(/^NPI/);
    type(/^NPI/, '1234567893');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('The NPI does not match this invitation.')).toBeTruthy();

    answer = fail(422, 'The invitation link is not valid.', { code: ['The invitation link is not valid.'] });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('The invitation link is not valid.')).toBeTruthy();
    expect(screen.queryByText('The NPI does not match this invitation.')).toBeNull();
    expect(localStorage.getItem('temp_token')).toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);
  });

  it('a link without its code says so and cannot be submitted', async () => {
    server = installFakeServer({});
    renderApp('/invite/12');
    expect(await screen.findByText('The invitation link is not valid.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify and continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the invitation wizard', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('hello resumes at the first step the server does not have yet', async () => {
    inWizard();
    server = wizardServer({ profile: profile({ phones: [{ phone: '6145550101', label: 'Office' }] }) });
    renderApp('/invite-doctor/hello');
    const next = await screen.findByRole('link', { name: 'Continue' });
    await waitFor(() => expect(next.getAttribute('href')).toBe('/invite-doctor/step_2'));
    const steps = screen.getByRole('list', { name: 'Verification steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-done')),
    ).toEqual(['true', 'false', 'false']);
  });

  it('step 1 checks the profile, saves it, sets the password and goes to step 2', async () => {
    inWizard();
    server = wizardServer(
      {},
      {
        'POST /api/doctor/profile': (r) => ({ status: 200, data: { data: profile(r.body as Partial<DoctorProfile>) } }),
        'POST /api/doctor/profile/password': () => ({ status: 204 }),
      },
    );
    const { router } = renderApp('/invite-doctor/step_1');
    expect(((await screen.findByLabelText(/^Full name/)) as HTMLInputElement).value).toBe('Dr. Noah Grant');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('newdoctor@demo.test');
    type(/^Full name/, '');
    type(/^Phone/, '614555');
    type(/^New password/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(screen.getByText('Enter the 10-digit phone number.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    type(/^Full name/, 'Dr. Noah Grant');
    type(/^Phone/, '6145550101');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('+1 (614) 555-0101');
    type(/^Specialty/, 'Orthopedic surgery');
    type(/^New password/, 'newpass123');
    type(/^Confirm new password/, 'newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite-doctor/step_2'));
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, r.body])).toEqual([
      [
        '/api/doctor/profile',
        {
          name: 'Dr. Noah Grant',
          specialty: 'Orthopedic surgery',
          phones: [{ phone: '6145550101', label: 'Office' }],
          emails: [{ email: 'newdoctor@demo.test', label: '' }],
        },
      ],
      ['/api/doctor/profile/password', { password: 'newpass123', password_confirmation: 'newpass123' }],
    ]);
  });

  it('step 1 asks for the current password when the doctor already has one', async () => {
    inWizard();
    server = wizardServer(
      { profile: profile({ phones: [{ phone: '6145550101', label: 'Office' }] }) },
      {
        'POST /api/doctor/profile': ok({ data: profile({ phones: [{ phone: '6145550101', label: 'Office' }] }) }),
        'POST /api/doctor/profile/password': (r) =>
          (r.body as { current_password?: string }).current_password === 'demo12345'
            ? { status: 204 }
            : { status: 422, data: { message: 'x', errors: { current_password: ['The current password is incorrect.'] } } },
      },
    );
    const { router } = renderApp('/invite-doctor/step_1');
    await screen.findByLabelText(/^Full name/);
    type(/^New password/, 'newpass123');
    type(/^Confirm new password/, 'newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    type(/^Current password/, 'demo12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite-doctor/step_2'));
  });

  it('step 2 validates the address and the Monday-first hours, shows server errors, then saves the office', async () => {
    inWizard();
    let reply: FakeHandler = fail(422, 'Invalid', { 'working_hours.1.to': ['The end time must be after the start time.'] });
    server = wizardServer({}, { 'POST /api/doctor/locations': (r) => reply(r) });
    const { router } = renderApp('/invite-doctor/step_2');
    expect(((await screen.findByLabelText(/^Office name/)) as HTMLInputElement).value).toBe('Grant Orthopedics');
    const days = screen.getByRole('group', { name: 'Working hours' });
    expect(
      within(days)
        .getAllByLabelText(/ from$/)
        .map((input) => input.getAttribute('aria-label')),
    ).toEqual(['Monday from', 'Tuesday from', 'Wednesday from', 'Thursday from', 'Friday from', 'Saturday from', 'Sunday from']);
    type('Monday from', '2530');
    type('Tuesday from', '0900');
    type(/^ZIP/, '4540');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Invalid time value')).toBeTruthy();
    // Monday has no end time, Tuesday neither.
    expect(screen.getAllByText('Both times are required for a working day.')).toHaveLength(2);
    expect(screen.getByText('The zip must be 5 digits, or ZIP+4 (9 digits, which claims need).')).toBeTruthy();
    expect(screen.getByText('The street address is required.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    type('Monday from', '0830');
    type('Monday to', '1700');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    type(/^Street address/, '10 Elm St');
    type(/^City/, 'Dayton');
    type(/^ZIP/, '45402');
    fireEvent.click(screen.getByRole('combobox', { name: /^State/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ohio (OH)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeTruthy();

    reply = (r) => ({ status: 201, data: { data: office(r.body as Partial<DoctorLocation>) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite-doctor/step_3'));
    const week = [...Array.from({ length: 5 }, () => ({ from: '08:30', to: '17:00' })), { from: '', to: '' }, { from: '', to: '' }];
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      name: 'Grant Orthopedics',
      address_1: '10 Elm St',
      address_2: '',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      working_hours: week,
    });
  });

  it('step 2 updates the office the practice already has', async () => {
    inWizard();
    server = wizardServer(
      { offices: [office()] },
      { 'PUT /api/doctor/locations/40': (r) => ({ status: 200, data: { data: office(r.body as Partial<DoctorLocation>) } }) },
    );
    const { router } = renderApp('/invite-doctor/step_2');
    expect(((await screen.findByLabelText(/^Street address/)) as HTMLInputElement).value).toBe('10 Elm St');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite-doctor/step_3'));
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('step 3 shows the agreement to sign, and the signed state once the server has the signature', async () => {
    inWizard();
    server = wizardServer({ signed: false });
    const first = renderApp('/invite-doctor/step_3');
    expect(await screen.findByText('Prescriber Portal Participation Agreement')).toBeTruthy();
    expect(screen.getByText('1. Purpose. Ordering equipment.')).toBeTruthy();
    // Nothing drawn yet (and no canvas in this test DOM): signing and moving on are not possible.
    expect((screen.getByRole('button', { name: 'Sign the agreement' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    server.restore();

    server = wizardServer({ signed: true });
    renderApp('/invite-doctor/step_3');
    expect(await screen.findByTestId('agreement-signed')).toBeTruthy();
    expect(screen.getByText(/Signed by Dr\. Noah Grant on 03\/02\/2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/invite-doctor/finish');
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
  });

  it('finish lists what the server still misses, with links back to the steps', async () => {
    inWizard();
    server = wizardServer(
      {},
      {
        'POST /api/doctor/invite/finish': fail(422, 'To finish, please add a phone number, the signed agreement.', {
          phone: ['Add a phone number to your profile.'],
          agreement: ['Sign the participation agreement.'],
        }),
      },
    );
    const { router } = renderApp('/invite-doctor/finish');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish verification' }));
    const missing = await screen.findByRole('list', { name: 'Still missing' });
    expect(within(missing).getByText(/Add a phone number to your profile\./)).toBeTruthy();
    expect(within(missing).getByRole('link', { name: 'Go to Step 1: your profile' }).getAttribute('href')).toBe('/invite-doctor/step_1');
    expect(within(missing).getByRole('link', { name: 'Go to Step 3: the agreement' }).getAttribute('href')).toBe('/invite-doctor/step_3');
    expect(router.state.location.pathname).toBe('/invite-doctor/finish');
    expect(localStorage.getItem('temp_token')).toBe('invite-12');
  });

  it('finish keeps the main token, drops the temporary one and opens the doctor dashboard', async () => {
    inWizard();
    const verified = grant({ verified_at: '2026-03-02T15:10:00.000Z', token_scope: 'main' });
    server = wizardServer(
      { signed: true },
      {
        'POST /api/doctor/invite/finish': ok({ token: 'main-12', data: verified }),
        'GET /api/doctor/dashboard/stats': ok({
          data: { drafts: 0, pend_hipaa: 0, pend_prsc: 0, pend_f2f: 0, awaiting_signature: 0, in_work: 0, delivered: 0, total: 0 },
        }),
      },
    );
    const { router } = renderApp('/invite-doctor/finish');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish verification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Doctor dashboard' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('main-12');
    expect(localStorage.getItem('temp_token')).toBeNull();
    expect(server.requests.find((r) => r.url === '/api/doctor/invite/finish')?.authorization).toBe('Bearer invite-12');
    expect(server.requests.find((r) => r.url === '/api/doctor/dashboard/stats')?.authorization).toBe('Bearer main-12');
  });
});
