import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { ok, signedInServer } from '../helpers';
import { fillDelivery, stubCamera } from './fill-delivery';
import { driver, makePoint, makeRoute, renderDriver, resetOutbox, secondPoint, stubGeolocation } from './support';

vi.mock('signature_pad', () => import('../order-signing/fake-signature-pad'));

const POINT = 'GET /api/driver/routes/5/points/51';
const DELIVERED = 'POST /api/driver/routes/5/points/51/delivered';
const deliveredPoint = makePoint({ status: 'delivered', delivered_at: '2026-11-26T14:20:00.000Z' });

function serve(routes: Record<string, FakeHandler>) {
  return signedInServer(driver, {
    [POINT]: ok({ data: makePoint() }),
    'GET /api/driver/routes/5': ok({ data: makeRoute() }),
    ...routes,
  });
}

const formOf = (body: unknown) => body as FormData;

describe('driver stop: proof of delivery', () => {
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

  it('asks for every serial, then posts multipart fields, signature and resized photo, and goes back to the route', async () => {
    let routeLoads = 0;
    server = serve({
      [DELIVERED]: ok({ data: deliveredPoint }),
      'GET /api/driver/routes/5': () => ({
        status: 200,
        data: { data: ++routeLoads === 1 ? makeRoute([deliveredPoint, secondPoint]) : makeRoute() },
      }),
    });
    const { router } = renderDriver('/driver/routes/5/51');
    const form = await screen.findByRole('form', { name: 'Delivery' });
    expect(screen.getByRole('link', { name: 'Call +1 (216) 555-0142' }).getAttribute('href')).toBe('tel:2165550142');

    // Nothing is sent until the serials, name, relation and signature are there.
    fireEvent.click(within(form).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(form).findByText('Confirm the serial of every serialised item.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await fillDelivery();
    fireEvent.click(within(form).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/routes/5'));

    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/api/driver/routes/5/points/51/delivered']);
    const body = formOf(posts[0]!.body);
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('idempotency_key')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(body.get('outcome')).toBe('delivered');
    expect(body.get('recipient_name')).toBe('Ann Ellison');
    expect(body.get('relation')).toBe('spouse');
    expect([body.get('lat'), body.get('lng'), body.get('accuracy_m')]).toEqual(['41.4993', '-81.6944', '12']);
    expect(Number.isNaN(Date.parse(String(body.get('at'))))).toBe(false);
    expect(JSON.parse(String(body.get('serials')))).toEqual([
      { id: 701, serial: 'OC5-0001' },
      { id: 703, serial: 'PT-0099' },
    ]);
    expect(body.has('reason')).toBe(false);
    const signature = body.get('signature') as File;
    expect([signature.name, signature.type]).toEqual(['signature.png', 'image/png']);
    const photo = body.get('photo') as File;
    expect([photo.name, photo.type]).toEqual(['photo.jpg', 'image/jpeg']);
    expect(await photo.text()).toBe('jpeg bytes');
    // Scaled to 1600 px on the longest side.
    expect(stubCamera.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);

    // Back on the route, the next stop is the highlighted one.
    const next = await screen.findByRole('article', { name: 'Stop 2: Walter Price' });
    await waitFor(() => expect(next.getAttribute('data-next')).toBe('true'));
  });

  it('records a stop that could not be delivered with its reason and note', async () => {
    server = serve({ [DELIVERED]: ok({ data: makePoint({ status: 'failed', failed_reason: 'not_home' }) }) });
    const { router } = renderDriver('/driver/routes/5/51');
    fireEvent.click(await screen.findByRole('button', { name: 'Could not deliver' }));
    const form = await screen.findByRole('form', { name: 'Could not deliver' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Why could it not be delivered/ }), { target: { value: 'not_home' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Note/ }), { target: { value: 'Left a card' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record as not delivered' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/routes/5'));
    const body = formOf(server.requests.find((r) => r.method === 'POST')!.body);
    expect([body.get('outcome'), body.get('reason'), body.get('note'), body.has('signature')]).toEqual([
      'failed',
      'not_home',
      'Left a card',
      false,
    ]);
  });
});
