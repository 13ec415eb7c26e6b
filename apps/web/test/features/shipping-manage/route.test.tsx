import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROUTE_CHANGED_EVENT } from '@dme/contract';
import { RoutePage } from '../../../src/features/shipping-manage';
import { realtimeLink } from '../../../src/features/shipping-manage/api/realtime';
import type { installFakeServer } from '../../fake-server';
import { BASE, fakeRealtime, point, renderPage, route, signIn } from './support';

describe('shipping manage: route screen', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    realtimeLink.connect = null;
  });

  it('shows a stop delivered on the driver’s phone without a reload, and prints the route sheet', async () => {
    const realtime = fakeRealtime();
    realtimeLink.connect = realtime.connect;
    let delivered = false;
    server = signIn({
      [`GET ${BASE}/routes/70`]: () => ({
        status: 200,
        data: {
          data: route(70, 1, 'Ana Lopez', [
            point(1, 101, 'Alice Adams', delivered ? { status: 'delivered', proof_of_delivery_media_id: 880 } : {}),
            point(2, 102, 'Bob Brown'),
          ]),
        },
      }),
    });
    renderPage('/routes/:routeId', '/routes/70', <RoutePage />);
    const stops = await screen.findByRole('table', { name: 'Stops' });
    expect(within(stops).getAllByText('Pending')).toHaveLength(2);

    delivered = true;
    const reads = () => server!.requests.filter((r) => r.url === `${BASE}/routes/70`).length;
    realtime.emit('private-account.1', ROUTE_CHANGED_EVENT, { route_id: 71, point_id: 999, status: 'delivered' });
    expect(reads()).toBe(1);
    realtime.emit('private-account.1', ROUTE_CHANGED_EVENT, { route_id: 70, point_id: 601, status: 'delivered' });
    expect(await within(stops).findByText('Delivered')).toBeTruthy();
    expect(within(stops).getByRole('button', { name: 'Proof of delivery of stop 1' })).toBeTruthy();

    // happy-dom has no print dialog.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    fireEvent.click(screen.getByRole('button', { name: 'Print route sheet' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
