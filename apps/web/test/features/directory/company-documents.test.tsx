import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { makeDocument, supplier, supplierStaff } from './fixtures';

const license = makeDocument();
const w9 = makeDocument({ id: 71, type: 'w9', original_name: 'w9-2026.pdf', expires_at: null, is_owner: true });
const LIST = 'GET /api/vendor/profile/docs?page=1&rowsPerPage=25';

function signIn(user = supplier, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, { [LIST]: ok(page([license, w9])), ...extra });
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Company documents' });
  return within(table).findByRole('row', { name: new RegExp(name) });
};

describe('supplier profile: documents', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists the company documents with type, uploader and expiry, searched and filtered by the server', async () => {
    server = signIn(supplier, {
      [`${LIST}&search=w9`]: ok(page([w9])),
      [`${LIST}&search=w9&type=w9`]: ok(page([w9])),
    });
    renderApp('/supplier/profile/docs');
    expect((await screen.findByRole('tab', { name: 'Docs' })).getAttribute('aria-selected')).toBe('true');
    const row = await rowOf('state-license.pdf');
    expect(row.textContent).toContain('License');
    expect(row.textContent).toContain('Sam Rivera');
    expect(row.textContent).toContain('06/30/2027');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search documents' }), { target: { value: 'w9' } });
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe('/api/vendor/profile/docs?page=1&rowsPerPage=25&search=w9'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Document type filter' }));
    fireEvent.click(await screen.findByRole('option', { name: 'W-9' }));
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe('/api/vendor/profile/docs?page=1&rowsPerPage=25&search=w9&type=w9'));
    await waitFor(() => expect(screen.queryByText('state-license.pdf')).toBeNull());
  });

  it('uploads files as multipart form data with the type and expiry; a 422 shows under the field', async () => {
    let attempts = 0;
    server = signIn(supplier, {
      'POST /api/vendor/profile/docs': (request) =>
        ++attempts === 1
          ? fail(422, 'The file must be a PDF or an image.', { file: ['The file must be a PDF or an image.'] })(request)
          : ok({ data: [makeDocument({ id: 72, original_name: 'bond.pdf', type: 'surety_bond' })] })(request),
    });
    renderApp('/supplier/profile/docs');
    const form = await screen.findByRole('form', { name: 'Upload company documents' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'bond.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Document type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Surety bond' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Expires' }), { target: { value: '12312027' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('The file must be a PDF or an image.')).toBeTruthy();
    const sent = server.requests.find((r) => r.method === 'POST')!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('bond.pdf');
    expect(sent.get('type')).toBe('surety_bond');
    expect(sent.get('expires_at')).toBe('12/31/2027');
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('bond.pdf was uploaded')).toBeTruthy();
  });

  it('deletes a document only after confirming', async () => {
    server = signIn(supplier, { 'DELETE /api/vendor/media/70': () => ({ status: 204 }) });
    renderApp('/supplier/profile/docs');
    const row = await rowOf('state-license.pdf');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete state-license.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText('Delete “state-license.pdf”? This cannot be undone.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('state-license.pdf was deleted')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/vendor/media/70']);
  });

  it('downloads a document through the media call, under its original name', async () => {
    server = signIn(supplier, { 'GET /api/vendor/media/70/download': ok(new Blob(['%PDF-1.4'], { type: 'application/pdf' })) });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('state-license.pdf');
    });
    renderApp('/supplier/profile/docs');
    fireEvent.click(within(await rowOf('state-license.pdf')).getByRole('button', { name: 'Download state-license.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('lets staff open and download but not upload or delete', async () => {
    server = signIn(supplierStaff(['order view 5']));
    renderApp('/supplier/profile/docs');
    const row = await rowOf('state-license.pdf');
    expect(within(row).getByRole('button', { name: 'Open state-license.pdf' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete state-license.pdf' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Upload company documents' })).toBeNull();
  });
});
