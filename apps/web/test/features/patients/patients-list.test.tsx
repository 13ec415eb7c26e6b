import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCsvExports, csvLines } from '../../csv-export';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { doctor, makePatient, supplier } from './fixtures';

const ellison = makePatient();
const hayes = makePatient({
  id: 6,
  first_name: 'Robert',
  middle_name: 'J',
  last_name: 'Hayes',
  full_name: 'Robert J Hayes',
  dob: '1956-11-02',
  gender: 'M',
  phone: '6145550119',
  medicare_id: '73920145580',
});

function signIn(user = doctor, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, extra);
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('patients list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("shows the server's rows and asks the server for each page, sort and search", async () => {
    server = signIn(doctor, {
      'GET /api/doctor/patients?page=1&rowsPerPage=25': ok(page([ellison, hayes], 27)),
      'GET /api/doctor/patients?page=2&rowsPerPage=25': ok(
        page([makePatient({ id: 40, last_name: 'Zimmer', full_name: 'Ann Zimmer' })], 27, 2),
      ),
      'GET /api/doctor/patients?page=1&rowsPerPage=25&sortBy=dob&sortType=asc': ok(page([hayes, ellison], 27)),
      'GET /api/doctor/patients?page=1&rowsPerPage=25&sortBy=dob&sortType=asc&search=hay': ok(page([hayes], 1)),
    });
    renderApp('/doctor/patients');
    expect(await screen.findByRole('heading', { name: 'Patient Info' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Patients' });
    await waitFor(() => expect(rowTexts(table)).toEqual(['Ellison', 'Hayes']));
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Ellison', 'Margaret A', '03/14/1948', 'F', '+1 (614) 555-0142', '4829301-7561', '01/05/2026']);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowTexts(table)).toEqual(['Zimmer']));

    fireEvent.click(within(table).getByRole('button', { name: /Date of birth/ }));
    await waitFor(() => expect(rowTexts(table)).toEqual(['Hayes', 'Ellison']));
    expect(server.requests.at(-1)?.url).toBe('/api/doctor/patients?page=1&rowsPerPage=25&sortBy=dob&sortType=asc');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search patients' }), { target: { value: 'hay' } });
    await waitFor(() => expect(rowTexts(table)).toEqual(['Hayes']));
    expect(server.requests.filter((r) => r.url.includes('/api/doctor/patients')).map((r) => r.url)).toEqual([
      '/api/doctor/patients?page=1&rowsPerPage=25',
      '/api/doctor/patients?page=2&rowsPerPage=25',
      '/api/doctor/patients?page=1&rowsPerPage=25&sortBy=dob&sortType=asc',
      '/api/doctor/patients?page=1&rowsPerPage=25&sortBy=dob&sortType=asc&search=hay',
    ]);
    // The search is debounced: no call per keystroke with a partial word.
    expect(server.requests.some((r) => r.url.endsWith('search=h'))).toBe(false);
  });

  it('exports the whole result of the current search as CSV in one call the server streams, not only the page on screen', async () => {
    const many = Array.from({ length: 100 }, (_, i) => makePatient({ id: 100 + i, last_name: `Ellison${i}`, full_name: `M Ellison${i}` }));
    server = signIn(doctor, {
      'GET /api/doctor/patients?page=1&rowsPerPage=25': ok(page(many.slice(0, 25), 101)),
      'GET /api/doctor/patients?page=1&rowsPerPage=25&search=ell': ok(page(many.slice(0, 25), 101)),
    });
    const exports = answerCsvExports([...many, hayes]);
    const created = vi.spyOn(URL, 'createObjectURL');
    // happy-dom would follow the download link and leave the test page.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/doctor/patients');
    const table = await screen.findByRole('table', { name: 'Patients' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search patients' }), { target: { value: 'ell' } });
    await waitFor(() => expect(server!.requests.some((r) => r.url.endsWith('search=ell'))).toBe(true));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(exports.requests).toHaveLength(1);
    const sent = exports.requests[0]!;
    expect(sent.pathname).toBe('/api/doctor/patients');
    expect(sent.searchParams.get('search')).toBe('ell');
    expect(sent.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines[0]).toBe('Last name,First name,Date of birth,Gender,Phone,Medicare ID,Email,Added');
    expect(lines).toHaveLength(102);
    // A phone starting with + is written as text ('+...): a spreadsheet would read it as a formula.
    expect(lines.at(-1)).toBe("Hayes,Robert J,11/02/1956,M,'+1 (614) 555-0119,73920145580,margaret.ellison@example.com,01/05/2026");
  });

  it('opens a patient on its info tab when its row is clicked, on the supplier side too', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/patients?page=1&rowsPerPage=25': ok(page([ellison])),
      'GET /api/vendor/patients/5': ok({ data: ellison }),
      'GET /api/vendor/patients/5/duplicates': ok({ data: [] }),
    });
    const { router } = renderApp('/supplier/patients');
    expect(await screen.findByRole('heading', { name: 'Patients' })).toBeTruthy();
    fireEvent.click(await screen.findByText('Ellison'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/patients/5/info'));
    expect(await screen.findByRole('heading', { name: 'Margaret A Ellison' })).toBeTruthy();
  });

  it('the create form shows the server’s 422 messages under their fields, then opens the new patient', async () => {
    const created = makePatient({
      id: 77,
      first_name: 'Nina',
      middle_name: '',
      last_name: 'Park',
      full_name: 'Nina Park',
      dob: '1990-02-01',
    });
    server = signIn(doctor, {
      'GET /api/doctor/patients?page=1&rowsPerPage=25': ok(page([])),
      'POST /api/doctor/patients': (request) =>
        (request.body as { gender?: string }).gender !== 'F'
          ? fail(422, 'The date of birth must be a valid date (mm/dd/yyyy). (and 1 more error)', {
              dob: ['The date of birth must be a valid date (mm/dd/yyyy).'],
              gender: ['The gender must be M or F.'],
            })(request)
          : ok({ data: created })(request),
      'GET /api/doctor/patients/77': ok({ data: created }),
    });
    const { router } = renderApp('/doctor/patients');
    fireEvent.click(await screen.findByRole('button', { name: 'New patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'New patient' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), { target: { value: 'Nina' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Park' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date of birth/ }), { target: { value: '02311990' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), { target: { value: '6145550101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create patient' }));

    const dob = within(dialog).getByRole('textbox', { name: /Date of birth/ });
    await waitFor(() => expect(dob.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The date of birth must be a valid date (mm/dd/yyyy).')).toBeTruthy();
    expect(within(dialog).getByText('The gender must be M or F.')).toBeTruthy();
    // The contract's rules refused them before the call, in the server's words; no toast besides the fields.
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.queryByText('The date of birth must be a valid date (mm/dd/yyyy). (and 1 more error)')).toBeNull();

    fireEvent.change(dob, { target: { value: '02011990' } });
    expect(dob.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create patient' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/patients/77/info'));
    // Masked values go out as typed; the server reads the masks.
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      first_name: 'Nina',
      last_name: 'Park',
      dob: '02/01/1990',
      phone: '+1 (614) 555-0101',
      gender: 'F',
    });
    expect(await screen.findByRole('heading', { name: 'Nina Park' })).toBeTruthy();
  });
});
