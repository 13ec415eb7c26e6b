import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { installFakeServer } from '../../fake-server';
import { ok } from '../helpers';
import { driver, makePoint, makeRoute, renderDriver, resetOutbox, secondPoint } from './support';

describe('driver route screen', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(async () => {
    server?.restore();
    await resetOutbox();
  });

  it('lists the stops in order with Call (tel:) and Navigate (maps) links and highlights the next pending stop', async () => {
    session.setToken('main-1');
    const delivered = makePoint({ status: 'delivered', delivered_at: '2026-11-26T14:20:00.000Z' });
    server = installFakeServer({
      'GET /api/user': ok({ data: driver }),
      // Sent out of order: the screen follows `seq`.
      'GET /api/driver/routes/5': ok({ data: makeRoute([secondPoint, delivered]) }),
    });
    const { router } = renderDriver('/driver/routes/5');

    const stops = await screen.findAllByRole('article');
    expect(stops.map((s) => s.getAttribute('aria-label'))).toEqual(['Stop 1: Margaret Ellison', 'Stop 2: Walter Price']);
    const [first, second] = stops as [HTMLElement, HTMLElement];

    expect(within(first).getByText('Delivered')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Call +1 (216) 555-0142' }).getAttribute('href')).toBe('tel:2165550142');
    expect(within(first).getByRole('link', { name: 'Navigate' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Lake%20Ave%2C%20Cleveland%2C%20OH%2044102',
    );
    expect(first.getAttribute('data-next')).toBeNull();

    // The street address always (a stored position may be only the ZIP's centre); no phone: no Call.
    expect(second.getAttribute('data-next')).toBe('true');
    expect(within(second).getByText('Next stop')).toBeTruthy();
    expect(within(second).queryByRole('link', { name: /Call/ })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Navigate' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=80%20Elm%20St%2C%20Lakewood%2C%20OH%2044107',
    );
    expect(within(second).getByText('11/26/2026 9:00 AM – 11:00 AM · ETA 9:10 AM')).toBeTruthy();

    // Tapping the card opens the stop.
    within(second).getByText('80 Elm St, Lakewood, OH 44107').click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/routes/5/52'));
  });
});
