import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderDocumentsPanel } from '../../../src/features/order-documents';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, supplier } from '../orders/fixtures';
import { makeDocument, makeRequest, page, renderPanel } from './fixtures';

const f2fNote = makeDocument({ id: 65, type: 'f2f_note', original_name: 'f2f-visit-notes.pdf' });

function serve(user: typeof doctor, routes: Record<string, FakeHandler>) {
  return signedInServer(user, routes);
}

describe('OrderDocumentsPanel: document requests', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('the supplier asks for a document, asks for the F2F note, and cancels a pending request after confirming', async () => {
    let created = 0;
    server = serve(supplier, {
      'GET /api/vendor/orders/41/media?page=1&rowsPerPage=25': ok(page([])),
      'GET /api/vendor/orders/41/document-requests': ok({ data: [makeRequest()] }),
      'POST /api/vendor/orders/41/document-requests': (request) =>
        ++created === 1
          ? fail(409, 'A request for the CMN of this order is already pending.')(request)
          : ok({ data: makeRequest({ id: 91, type: 'cmn' }) })(request),
      'POST /api/vendor/orders/41/f2f': ok({ data: makeRequest({ id: 92 }) }),
      'POST /api/vendor/document-requests/90/cancel': ok({ data: makeRequest({ status: 'cancelled' }) }),
    });
    renderPanel(<OrderDocumentsPanel orderId={41} side="supplier" />);
    const section = await screen.findByRole('region', { name: 'Document requests' });
    const form = await within(section).findByRole('form', { name: 'Request a document' });

    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Choose the document to ask for.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('combobox', { name: /Document/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CMN' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message to the practice' }), { target: { value: 'Needed for Medicare.' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Due date' }), { target: { value: '03/20/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('A request for the CMN of this order is already pending.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The CMN was requested from the practice')).toBeTruthy();
    const posts = server.requests.filter((r) => r.url === '/api/vendor/orders/41/document-requests' && r.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ type: 'cmn', message: 'Needed for Medicare.', due_date: '03/20/2026' });

    fireEvent.click(within(form).getByRole('button', { name: 'Request F2F note' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST' && r.url === '/api/vendor/orders/41/f2f')).toBe(true));

    const pending = within(section).getByRole('listitem', { name: 'Face-to-face note request' });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText(/due 03\/10\/2026/)).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(server.requests.some((r) => r.url.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The request was cancelled')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/vendor/document-requests/90/cancel')).toBe(true);
  });

  it('the practice fulfils a pending request with a document of the order, and declines another with a reason', async () => {
    server = serve(doctor, {
      'GET /api/doctor/orders/41/media?page=1&rowsPerPage=25': ok(page([f2fNote])),
      'GET /api/doctor/orders/41/media?rowsPerPage=100&type=f2f_note': ok(page([f2fNote])),
      'GET /api/doctor/document-requests?order_id=41&rowsPerPage=100': ok(
        page([makeRequest(), makeRequest({ id: 93, type: 'insurance_card', message: 'Front and back, please.', due_date: null })]),
      ),
      'PUT /api/doctor/document-requests/90': ok({ data: makeRequest({ status: 'fulfilled', media_id: 65 }) }),
      'PUT /api/doctor/document-requests/93': (request) =>
        (request.body as { note?: string }).note === 'x'
          ? fail(422, 'The given data was invalid.', { note: ['Say more about why.'] })(request)
          : ok({ data: makeRequest({ id: 93, status: 'declined' }) })(request),
    });
    renderPanel(<OrderDocumentsPanel orderId={41} side="doctor" />);
    const section = await screen.findByRole('region', { name: 'Requests from the supplier' });
    expect(within(section).getByText('2 pending')).toBeTruthy();

    const f2f = within(section).getByRole('listitem', { name: 'Face-to-face note request' });
    expect(within(f2f).getByText(/Asked by Sunrise Medical Supply \(Tina Brooks\)/)).toBeTruthy();
    fireEvent.click(within(f2f).getByRole('button', { name: 'Fulfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfil the request for the Face-to-face note' });
    const fulfil = await within(dialog).findByRole('button', { name: 'Fulfil with this document' });
    expect((fulfil as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /f2f-visit-notes\.pdf/ }));
    fireEvent.click(fulfil);
    expect(await screen.findByText('The request was fulfilled with f2f-visit-notes.pdf')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT' && r.url.endsWith('/90'))?.body).toEqual({ status: 'fulfilled', media_id: 65 });

    const card = within(section).getByRole('listitem', { name: 'Insurance card request' });
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline the request for the Insurance card' });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await within(decline).findByText('Say why the request is declined.')).toBeTruthy();
    expect(server.requests.some((r) => r.url.endsWith('/93'))).toBe(false);
    fireEvent.change(within(decline).getByRole('textbox', { name: /Reason for the supplier/ }), { target: { value: 'x' } });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await within(decline).findByText('Say more about why.')).toBeTruthy();
    fireEvent.change(within(decline).getByRole('textbox', { name: /Reason for the supplier/ }), {
      target: { value: 'The patient brings it to the fitting.' },
    });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('The request was declined')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/93')).at(-1)?.body).toEqual({
      status: 'declined',
      note: 'The patient brings it to the fitting.',
    });
  });

  it('the practice fulfils a request by uploading the document there and then', async () => {
    server = serve(doctor, {
      'GET /api/doctor/orders/41/media?page=1&rowsPerPage=25': ok(page([])),
      'GET /api/doctor/orders/41/media?rowsPerPage=100&type=f2f_note': ok(page([])),
      'GET /api/doctor/document-requests?order_id=41&rowsPerPage=100': ok(page([makeRequest()])),
      'POST /api/doctor/orders/41/media': ok({ data: [f2fNote] }),
      'PUT /api/doctor/document-requests/90': ok({ data: makeRequest({ status: 'fulfilled', media_id: 65 }) }),
    });
    renderPanel(<OrderDocumentsPanel orderId={41} side="doctor" />);
    const section = await screen.findByRole('region', { name: 'Requests from the supplier' });
    fireEvent.click(within(section).getByRole('button', { name: 'Fulfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfil the request for the Face-to-face note' });
    expect(await within(dialog).findByText(/The order has no face-to-face note yet/)).toBeTruthy();
    const form = within(dialog).getByRole('form', { name: 'Upload the requested document' });
    fireEvent.change(form.querySelector('input[type="file"]')!, {
      target: { files: [new File(['%PDF-1.4'], 'f2f.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The request was fulfilled with f2f-visit-notes.pdf')).toBeTruthy();
    const upload = server.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(upload.get('type')).toBe('f2f_note');
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'fulfilled', media_id: 65 });
  });
});
