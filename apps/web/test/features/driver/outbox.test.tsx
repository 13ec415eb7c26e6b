import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler, type RecordedRequest } from '../../fake-server';
import { fail, ok, signedInServer } from '../helpers';
import { fillDelivery, stubCamera } from './fill-delivery';
import { driver, makePoint, makeRoute, makeSummary, renderDriver, resetOutbox, stubGeolocation } from './support';

vi.mock('signature_pad', () => import('../order-signing/fake-signature-pad'));

const DELIVERED = 'POST /api/driver/routes/5/points/51/delivered';
const deliveredPoint = makePoint({ status: 'delivered', delivered_at: '2026-11-26T14:20:00.000Z' });

function serve(routes: Record<string, FakeHandler>) {
  return signedInServer(driver, {
    'GET /api/driver/routes/5/points/51': ok({ data: makePoint() }),
    'GET /api/driver/routes/5': ok({ data: makeRoute() }),
    'GET /api/driver/dashboard': ok({ data: { today: makeSummary(), upcoming: [], stops_today: 2, delivered_today: 0 } }),
    ...routes,
  });
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');
const keyOf = (request: RecordedRequest) => (request.body as FormData).get('idempotency_key');

async function deliver() {
  const form = await fillDelivery();
  fireEvent.click(within(form).getByRole('button', { name: 'Mark delivered' }));
}

describe('driver outbox: a weak connection does not lose a delivery', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  let dropGeolocation: (() => void) | undefined;
  beforeEach(() => {
    dropGeolocation = stubGeolocation();
    stubCamera();
  });
  afterEach(async () => {
    server?.restore();
    dropGeolocation?.();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await resetOutbox();
  });

  it('keeps a delivery the network lost on the phone and sends it again with the same idempotency key', async () => {
    let tries = 0;
    server = serve({
      [DELIVERED]: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        if (tries === 2) return { status: 503, data: { message: 'Service unavailable' } };
        return { status: 200, data: { data: deliveredPoint } };
      },
    });
    const { router } = renderDriver('/driver/routes/5/51');
    await deliver();

    // Saved, and the driver goes on with the route: the stop counts as done, the next one is highlighted.
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/routes/5'));
    expect(await screen.findByText('Saved on the phone, will send when online (1 pending)')).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Stop 1: Margaret Ellison' });
    expect(within(first).getByText('Saved on phone')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Stop 2: Walter Price' }).getAttribute('data-next')).toBe('true');

    // A server failure keeps it too.
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(tries).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Saved on the phone, will send when online (1 pending)')).toBeTruthy();

    // The connection comes back.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/Saved on the phone, will send when online/)).toBeNull());
    const sent = posts(server.requests);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
    expect(keyOf(sent[0]!)).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('shows a refusal (422) without retrying it, keeps it until the driver confirms discarding it', async () => {
    const message = 'The serial PT-0099 is not the unit reserved for Portable tank.';
    server = serve({ [DELIVERED]: fail(422, message, { serials: [message] }) });
    const { router } = renderDriver('/driver/routes/5/51');
    await deliver();

    const form = screen.getByRole('form', { name: 'Delivery' });
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByText('Not accepted')).toBeTruthy();
    // What the driver typed stays, to correct it.
    expect((within(form).getByRole('textbox', { name: /Recipient's printed name/ }) as HTMLInputElement).value).toBe('Ann Ellison');
    expect(router.state.location.pathname).toBe('/driver/routes/5/51');
    expect(posts(server.requests)).toHaveLength(1);

    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(server.requests)).toHaveLength(1);

    // The dashboard lists it with Fix and Discard; discarding asks first.
    await router.navigate('/driver/dashboard');
    const refused = await screen
      .findByRole('alert', { name: 'Not sent: stop 1, Margaret Ellison' })
      .catch(() => screen.findByText('Not sent: stop 1, Margaret Ellison'));
    expect(refused).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fix' }).getAttribute('href')).toBe('/driver/routes/5/51');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be deleted and not sent/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('All deliveries are sent.')).toBeTruthy();
    expect(posts(server.requests)).toHaveLength(1);
  });
});
