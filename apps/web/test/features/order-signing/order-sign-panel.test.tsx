import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SignResult } from '@dme/contract';
import { OrderSignPanel } from '../../../src/features/order-signing';
import { session } from '../../../src/lib/session';
import { installFakeServer, makeUser, type FakeHandler } from '../../fake-server';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, makeOrder } from '../orders/fixtures';
import { DRAWN_PNG, drawOn } from './fake-signature-pad';
import { allowCanvas, HASH, makeDocument, makePreview, makeSignature, renderPanel } from './support';

vi.mock('signature_pad', () => import('./fake-signature-pad'));
beforeAll(allowCanvas);

const PREVIEW = 'GET /api/doctor/orders/41/sign/preview';
const SIGN = 'POST /api/doctor/orders/41/sign';

const signed: SignResult = {
  order: makeOrder({ status: 25, status_name: 'CMN Received', virtual_status: -10, virtual_status_name: 'In work' }),
  documents: [
    makeDocument({ signature: makeSignature() }),
    makeDocument({ id: 61, type: 'cmn', original_name: 'cmn-order-41-v1.pdf', signature: makeSignature({ id: 8, kind: 'cmn' }) }),
  ],
};

function serve(routes: Record<string, FakeHandler>, user = doctor) {
  return signedInServer(user, routes);
}

describe('OrderSignPanel', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
    allowCanvas();
  });

  it('shows what will be signed, signs with the preview hash and lists the signed PDFs with Open buttons', async () => {
    let previews = 0;
    server = serve({
      [PREVIEW]: () => ({
        status: 200,
        data: { data: ++previews === 1 ? makePreview() : makePreview({ action: null, can_sign: false, documents: [] }) },
      }),
      [SIGN]: ok({ data: signed }),
      'GET /api/doctor/media/60/open': () => ({ status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
    });
    const onSigned = vi.fn();
    renderPanel(<OrderSignPanel orderId={41} side="doctor" onSigned={onSigned} />);

    const documents = await screen.findByRole('region', { name: 'Signature' });
    expect(await within(documents).findByText('Prescription (Detailed Written Order)')).toBeTruthy();
    expect(within(documents).getByText('Certificate of Medical Necessity')).toBeTruthy();
    expect(within(documents).getByText(/Sign CMN: 2 documents to sign by Dr. Olivia Bennett \(NPI 1234567893\)/)).toBeTruthy();

    const button = within(documents).getByRole('button', { name: 'Sign CMN' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    drawOn();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    const done = await screen.findByTestId('order-signed');
    expect(within(done).getByText(/The order is now In work/)).toBeTruthy();
    expect(within(done).getByText('cmn-order-41-v1.pdf')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ signature: DRAWN_PNG, content_hash: HASH });
    expect(onSigned).toHaveBeenCalledWith(signed);

    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fireEvent.click(within(done).getByRole('button', { name: 'Open prescription-order-41-v1.pdf' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    // Nothing else waits now: the pad is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign CMN' })).toBeNull());
  });

  it("shows the server's signature error under the pad, and a stale preview's 409 above it", async () => {
    let attempts = 0;
    server = serve({
      [PREVIEW]: ok({ data: makePreview() }),
      [SIGN]: (request) =>
        ++attempts === 1
          ? fail(422, 'The given data was invalid.', { signature: ['The signature is empty.'] })(request)
          : fail(409, 'The order has changed since it was shown. Please review it again.')(request),
    });
    renderPanel(<OrderSignPanel orderId={41} side="doctor" />);
    const panel = await screen.findByRole('region', { name: 'Signature' });
    await within(panel).findByText('Certificate of Medical Necessity');
    drawOn();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Sign CMN' }));
    expect(await within(panel).findByText('The signature is empty.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Sign CMN' }));
    expect(await within(panel).findByText('The order has changed since it was shown. Please review it again.')).toBeTruthy();
    // The preview is read again so the doctor signs what is current.
    await waitFor(() => expect(server!.requests.filter((r) => r.url === '/api/doctor/orders/41/sign/preview').length).toBeGreaterThan(1));
  });

  it('staff who may not sign see why, and send the prescriber a link with its expiry and a copy button', async () => {
    const staff = makeUser({
      id: 12,
      role: 'doctor',
      roles: ['doctor', 'staff'],
      is_staff: true,
      name: 'Mark Ellis',
      verified_at: '2024-01-01',
      account: { id: 10, type: 'doctor', name: 'Bennett Family Practice' },
      locations: [{ id: 1, name: 'Downtown Office' }],
      permissions: { '1': ['order view 20', 'order edit 20'] },
    });
    session.setLocation(1);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    server = serve(
      {
        [PREVIEW]: ok({ data: makePreview({ can_sign: false, reason: 'Only the prescriber can sign.' }) }),
        'POST /api/doctor/orders/41/sign/by/link': ok({
          data: {
            how: 'link',
            url: 'http://localhost:8080/s/Zx81Lq0pYt5kWm3nRv7aBc',
            expires_at: '2026-03-05T15:30:00.000Z',
            sent_to: null,
          },
        }),
        'POST /api/doctor/orders/41/sign/by/email': fail(422, 'The given data was invalid.', {
          how: ['The prescriber has no e-mail address on file; send the link yourself.'],
        }),
      },
      staff,
    );
    renderPanel(<OrderSignPanel orderId={41} side="doctor" />);
    const panel = await screen.findByRole('region', { name: 'Signature' });
    expect(await within(panel).findByText(/Only the prescriber can sign\./)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Sign CMN' })).toBeNull();

    const links = within(panel).getByRole('region', { name: 'Signing link' });
    fireEvent.click(within(links).getByRole('button', { name: 'Email it to the prescriber' }));
    expect(await within(links).findByText('The prescriber has no e-mail address on file; send the link yourself.')).toBeTruthy();

    fireEvent.click(within(links).getByRole('button', { name: 'Create link' }));
    const field = (await within(links).findByRole('textbox', { name: 'Signing link' })) as HTMLInputElement;
    expect(field.value).toBe('http://localhost:8080/s/Zx81Lq0pYt5kWm3nRv7aBc');
    expect(within(links).getByText(/^Expires 03\/0[45]\/2026/)).toBeTruthy();
    fireEvent.click(within(links).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost:8080/s/Zx81Lq0pYt5kWm3nRv7aBc'));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('says so when nothing waits for a signature, with no pad and no link to send', async () => {
    server = serve({
      [PREVIEW]: ok({
        data: makePreview({
          status: 25,
          status_name: 'CMN Received',
          action: null,
          can_sign: false,
          documents: [],
          reason: 'The order is in CMN Received: nothing waits for a signature.',
        }),
      }),
    });
    renderPanel(<OrderSignPanel orderId={41} side="doctor" />);
    expect(await screen.findByText('The order is in CMN Received: nothing waits for a signature.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Signing link' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
  });
});
