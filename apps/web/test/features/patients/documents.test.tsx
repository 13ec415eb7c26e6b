import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Media } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page } from '../helpers';
import { doctor, makePatient, supplierStaff } from './fixtures';

function makeMedia(overrides: Partial<Media> = {}): Media {
  return {
    id: 3,
    account_id: 10,
    is_owner: true,
    patient_id: 5,
    order_id: null,
    type: 'prescription',
    original_name: 'rx-2026.pdf',
    mime: 'application/pdf',
    size: 48_213,
    sha256: 'a'.repeat(64),
    uploaded_by: 3,
    uploaded_by_name: 'Dr. Olivia Bennett',
    expires_at: '2026-12-31',
    archived_at: null,
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const pdfBytes = new Blob(['%PDF-1.4\n%fake\n'], { type: 'application/pdf' });

function signIn(user = doctor, extra: Record<string, FakeHandler> = {}) {
  session.setToken('main-1');
  const base = user.role === 'doctor' ? '/api/doctor' : '/api/vendor';
  return installFakeServer({
    'GET /api/user': ok({ data: user }),
    [`GET ${base}/patients/5`]: ok({ data: makePatient() }),
    [`GET ${base}/patients/5/duplicates`]: ok({ data: [] }),
    [`GET ${base}/patients/5/media?page=1&rowsPerPage=25`]: ok(page([makeMedia()])),
    [`GET ${base}/media/3/preview`]: () => ({ status: 200, data: pdfBytes }),
    ...extra,
  });
}

describe('documents', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists the documents and previews a PDF from its bytes (the call carries the bearer)', async () => {
    server = signIn();
    renderApp('/doctor/patients/5/documents');
    const table = await screen.findByRole('table', { name: 'Documents' });
    const row = (await within(table).findByText('rx-2026.pdf')).closest('tr')!;
    expect(within(row).getByText('Prescription')).toBeTruthy();
    expect(within(row).getByText('12/31/2026')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'rx-2026.pdf' });
    const frame = await within(dialog).findByTitle('Preview of rx-2026.pdf');
    await waitFor(() => expect(frame.getAttribute('src')).toMatch(/^blob:/));
    const call = server.requests.find((r) => r.url === '/api/doctor/media/3/preview');
    expect(call?.authorization).toBe('Bearer main-1');
  });

  it('uploads the chosen file with its type as multipart form data; a refused file shows the server message', async () => {
    let uploads = 0;
    server = signIn(doctor, {
      'POST /api/doctor/patients/5/media': (request) =>
        ++uploads === 1
          ? fail(422, 'The file must be a PDF or an image.', { file: ['The file must be a PDF or an image.'] })(request)
          : ok({ data: [makeMedia({ id: 4 })] })(request),
    });
    renderApp('/doctor/patients/5/documents');
    const form = await screen.findByRole('form', { name: 'Upload documents' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Document type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Prescription' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('The file must be a PDF or an image.')).toBeTruthy();

    const body = server.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('rx.pdf');
    expect(body.get('type')).toBe('prescription');

    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('rx-2026.pdf was uploaded')).toBeTruthy();
  });

  it('archives only after confirming, and staff without "order document archive" are not offered it', async () => {
    server = signIn(doctor, { 'POST /api/doctor/media/3/archive': ok({ data: makeMedia({ archived_at: '2026-02-02T10:00:00.000Z' }) }) });
    const first = renderApp('/doctor/patients/5/documents');
    const table = await screen.findByRole('table', { name: 'Documents' });
    await within(table).findByText('rx-2026.pdf');
    fireEvent.click(within(table).getByRole('button', { name: 'More actions for rx-2026.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(server.requests.some((r) => r.url.endsWith('/archive'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST' && r.url === '/api/doctor/media/3/archive')).toBe(true));
    first.unmount();
    server.restore();

    session.setLocation(21);
    server = signIn(supplierStaff(['order view 10']));
    renderApp('/supplier/patients/5/documents');
    const staffTable = await screen.findByRole('table', { name: 'Documents' });
    await within(staffTable).findByText('rx-2026.pdf');
    fireEvent.click(within(staffTable).getByRole('button', { name: 'More actions for rx-2026.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
  });
});
