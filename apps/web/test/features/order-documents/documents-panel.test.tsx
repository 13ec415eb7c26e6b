import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderDocumentsPanel } from '../../../src/features/order-documents';
import { session } from '../../../src/lib/session';
import { setViewportWidth } from '../../setup';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, supplierStaff } from '../orders/fixtures';
import { makeDocument, makeSignature, page, renderPanel } from './fixtures';

const LIST = 'GET /api/doctor/orders/41/media?page=1&rowsPerPage=25';
const signedPdf = makeDocument({ signature: makeSignature() });
const upload = makeDocument({
  id: 61,
  type: 'insurance_card',
  original_name: 'card-front.jpg',
  mime: 'image/jpeg',
  uploaded_by_name: 'Mark Ellis',
  expires_at: '2026-12-31',
});

function serve(routes: Record<string, FakeHandler>, user = doctor) {
  return signedInServer(user, {
    'GET /api/doctor/document-requests?order_id=41&rowsPerPage=100': ok(page([])),
    [LIST]: ok(page([signedPdf, upload])),
    ...routes,
  });
}

describe('OrderDocumentsPanel: the list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists type, expiry and uploader; a signed PDF shows its badge, signer, time and hash; Open fetches the bytes', async () => {
    server = serve({ 'GET /api/doctor/media/61/open': () => ({ status: 200, data: new Blob(['jpeg'], { type: 'image/jpeg' }) }) });
    renderPanel(<OrderDocumentsPanel orderId={41} side="doctor" />);
    const table = await screen.findByRole('table', { name: 'Order documents' });
    const signedRow = (await within(table).findByText('prescription-order-41-v1.pdf')).closest('tr')!;
    expect(within(signedRow).getByText('Signed v1')).toBeTruthy();
    expect(within(signedRow).getByText(/Signed by Dr. Olivia Bennett \(NPI 1234567893\) on 03\/02\/2026 .* in the portal/)).toBeTruthy();
    expect(within(signedRow).getByText('SHA-256 ab12cd34…ab12cd34')).toBeTruthy();
    expect(within(signedRow).getByText('Prescription')).toBeTruthy();

    const cardRow = within(table).getByText('card-front.jpg').closest('tr')!;
    expect(within(cardRow).getByText('Insurance card')).toBeTruthy();
    expect(within(cardRow).getByText('12/31/2026')).toBeTruthy();
    expect(within(cardRow).getByText('Mark Ellis')).toBeTruthy();
    expect(within(cardRow).queryByText(/Signed/)).toBeNull();

    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fireEvent.click(within(cardRow).getByRole('button', { name: 'Open card-front.jpg' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(server.requests.find((r) => r.url === '/api/doctor/media/61/open')?.authorization).toBe('Bearer main-1');
  });

  it('on a phone each document is one cell: name, facts and buttons, no sideways scrolling', async () => {
    setViewportWidth(375);
    server = serve({});
    renderPanel(<OrderDocumentsPanel orderId={41} side="doctor" />);
    const table = await screen.findByRole('table', { name: 'Order documents' });
    const row = (await within(table).findByText('card-front.jpg')).closest('tr')!;
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    expect(within(row).getByText('Insurance card · uploaded 03/02/2026 by Mark Ellis · expires 12/31/2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Open card-front.jpg' })).toBeTruthy();
  });

  it('archives only after confirming; a signed PDF is never offered for deletion; staff without the permission get neither', async () => {
    server = serve({ 'POST /api/doctor/media/61/archive': ok({ data: { ...upload, archived_at: '2026-03-03T10:00:00.000Z' } }) });
    const first = renderPanel(<OrderDocumentsPanel orderId={41} side="doctor" />);
    const table = await screen.findByRole('table', { name: 'Order documents' });
    await within(table).findByText('card-front.jpg');
    fireEvent.click(await within(table).findByRole('button', { name: 'More actions for prescription-order-41-v1.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(within(table).getByRole('button', { name: 'More actions for card-front.jpg' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem', { name: 'Delete' })).toHaveLength(1));
    fireEvent.click(screen.getAllByRole('menuitem', { name: 'Archive' }).at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(server.requests.some((r) => r.url.endsWith('/archive'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST' && r.url === '/api/doctor/media/61/archive')).toBe(true));
    expect(await screen.findByText('card-front.jpg was archived')).toBeTruthy();
    first.unmount();
    server.restore();

    session.setLocation(21);
    server = installFakeServer({
      'GET /api/user': ok({ data: supplierStaff(['order view 20']) }),
      'GET /api/vendor/orders/41/document-requests': ok({ data: [] }),
      'GET /api/vendor/orders/41/media?page=1&rowsPerPage=25': ok(
        page([
          { ...signedPdf, is_owner: false },
          { ...upload, is_owner: false },
        ]),
      ),
    });
    renderPanel(<OrderDocumentsPanel orderId={41} side="supplier" order={{ status: 20, deleted_at: null }} />);
    const staffTable = await screen.findByRole('table', { name: 'Order documents' });
    await within(staffTable).findByText('card-front.jpg');
    expect(await screen.findByText('Adding or requesting documents in this status needs the “order edit 20” permission.')).toBeTruthy();
    expect(within(staffTable).queryByRole('button', { name: /More actions/ })).toBeNull();
    // Without "order edit 20" neither uploads nor requests are offered.
    expect(screen.queryByRole('form', { name: 'Upload documents' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Request a document' })).toBeNull();
  });

  it('uploads files with type and expiry as multipart form data; a refused field shows under it', async () => {
    let uploads = 0;
    server = serve({
      'POST /api/doctor/orders/41/media': (request) =>
        ++uploads === 1
          ? fail(422, 'The given data was invalid.', { expires_at: ['The expiry may not be in the past.'] })(request)
          : ok({ data: [makeDocument({ id: 62, type: 'cmn', original_name: 'cmn-scan.pdf', signature: null })] })(request),
    });
    renderPanel(<OrderDocumentsPanel orderId={41} side="doctor" />);
    const form = await screen.findByRole('form', { name: 'Upload documents' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'cmn-scan.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Document type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CMN' }));
    // The contract's rules run first: an impossible date never leaves the browser.
    fireEvent.change(within(form).getByRole('textbox', { name: 'Expires' }), { target: { value: '13/45/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('The date must be a valid date (mm/dd/yyyy).')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Expires' }), { target: { value: '01/02/2020' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('The expiry may not be in the past.')).toBeTruthy();

    const body = server.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('cmn-scan.pdf');
    expect(body.get('type')).toBe('cmn');

    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('cmn-scan.pdf was uploaded')).toBeTruthy();
    // The list is read again.
    await waitFor(() => expect(server!.requests.filter((r) => `${r.method} ${r.url}` === LIST).length).toBeGreaterThan(1));
  });

  it("sends a supplier's PA letter through the authorization-file call", async () => {
    session.setLocation(21);
    server = signedInServer(supplierStaff(['order view 30', 'order edit 30']), {
      'GET /api/vendor/orders/41/document-requests': ok({ data: [] }),
      'GET /api/vendor/orders/41/media?page=1&rowsPerPage=25': ok(page([])),
      'POST /api/vendor/orders/41/authorization-file': ok({ data: [makeDocument({ id: 70, type: 'pa_letter', original_name: 'pa.pdf' })] }),
    });
    renderPanel(<OrderDocumentsPanel orderId={41} side="supplier" order={{ status: 30, deleted_at: null }} />);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Upload documents' });
    fireEvent.change(form.querySelector('input[type="file"]')!, {
      target: { files: [new File(['%PDF-1.4'], 'pa.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Document type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PA letter' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('pa.pdf was uploaded')).toBeTruthy();
    const body = server.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(body.get('type')).toBeNull();
  });
});
