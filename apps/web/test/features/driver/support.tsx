import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RoutePoint, RouteDetail, RouteSummary } from '@dme/contract';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import DashboardRoute from '../../../src/app/routes/driver/dashboard';
import RoutesListRoute from '../../../src/app/routes/driver/routes-list';
import RouteShowRoute from '../../../src/app/routes/driver/routes-show';
import RoutePointRoute from '../../../src/app/routes/driver/routes-point';
import { driverOutbox } from '../../../src/features/driver';
import { setAppNavigator } from '../../../src/lib/navigation';
import { makeUser } from '../../fake-server';

export const driver = makeUser({
  id: 12,
  name: 'Derek Miles',
  login: 'derek',
  role: 'driver',
  roles: ['driver'],
  time_zone: 'America/New_York',
});

/**
 * The driver's four screens at their contract paths (the app's route table gains them from the integrator), inside the
 * app's providers.
 */
export function renderDriver(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/driver/dashboard', Component: DashboardRoute },
      { path: '/driver/routes', Component: RoutesListRoute },
      { path: '/driver/routes/:routeId', Component: RouteShowRoute },
      { path: '/driver/routes/:routeId/:pointId', Component: RoutePointRoute },
    ],
    { initialEntries: [url] },
  );
  setAppNavigator({ navigate: (to) => void router.navigate(to), back: () => void router.navigate(-1) });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Empties the (in-memory) outbox and stops its timers and listeners between tests. */
export async function resetOutbox() {
  driverOutbox.stop();
  for (const entry of driverOutbox.getSnapshot().entries) await driverOutbox.discard(entry.key);
}

/** A phone that knows where it is (the test DOM has no geolocation); answers the way to take it away again. */
export function stubGeolocation(coords = { latitude: 41.4993, longitude: -81.6944, accuracy: 12.4 }) {
  const geolocation = { getCurrentPosition: (ok: PositionCallback) => ok({ coords } as GeolocationPosition) };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return () => Reflect.deleteProperty(navigator, 'geolocation');
}

export function makeSummary(overrides: Partial<RouteSummary> = {}): RouteSummary {
  return {
    id: 5,
    date: '2026-11-26',
    driver: { id: 12, name: 'Derek Miles' },
    warehouse: { id: 31, name: 'Cleveland Depot', lat: 41.5, lng: -81.7 },
    status: 'in_progress',
    stops: 2,
    delivered: 0,
    failed: 0,
    distance_m: 24_000,
    duration_s: 5_400,
    load: 3,
    lateness_s: 0,
    optimized: true,
    starts_at: '2026-11-26T13:00:00.000Z',
    ends_at: '2026-11-26T16:00:00.000Z',
    created_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function makePoint(overrides: Partial<RoutePoint> = {}): RoutePoint {
  return {
    id: 51,
    seq: 1,
    status: 'pending',
    eta: '2026-11-26T14:10:00.000Z',
    lateness_s: 0,
    suborder: {
      id: 901,
      number: '1024-1',
      order_id: 1024,
      patient_name: 'Margaret Ellison',
      phone: '2165550142',
      address: {
        address_1: '12 Lake Ave',
        address_2: '',
        city: 'Cleveland',
        state: 'OH',
        zip: '44102',
        full_address: '12 Lake Ave, Cleveland, OH 44102',
        lat: 41.4875,
        lng: -81.7411,
      },
      agreed_slot: { starts_at: '2026-11-26T14:00:00.000Z', ends_at: '2026-11-26T16:00:00.000Z' },
      status: 'out_for_delivery',
    },
    items: [
      {
        id: 701,
        name: 'Oxygen concentrator',
        hcpcs: 'E1390',
        quantity: 1,
        sku: 'OC-5',
        serial: 'OC5-0001',
        serialized: true,
        loaded_at: null,
        loaded_serial: null,
      },
      {
        id: 702,
        name: 'Nasal cannula',
        hcpcs: 'A4615',
        quantity: 2,
        sku: null,
        serial: null,
        serialized: false,
        loaded_at: null,
        loaded_serial: null,
      },
      {
        id: 703,
        name: 'Portable tank',
        hcpcs: 'E0431',
        quantity: 1,
        sku: 'PT-1',
        serial: 'PT-0042',
        serialized: true,
        loaded_at: null,
        loaded_serial: 'PT-0042',
      },
    ],
    delivered_at: null,
    failed_reason: null,
    proof_of_delivery_media_id: null,
    ...overrides,
  };
}

/** A second stop without coordinates or phone: the maps link carries the address. */
export const secondPoint = makePoint({
  id: 52,
  seq: 2,
  suborder: {
    ...makePoint().suborder,
    id: 902,
    number: '1030-1',
    patient_name: 'Walter Price',
    phone: null,
    address: { ...makePoint().suborder.address, full_address: '80 Elm St, Lakewood, OH 44107', lat: null, lng: null },
  },
  items: [],
});

export const makeRoute = (points: RoutePoint[] = [makePoint(), secondPoint], overrides: Partial<RouteDetail> = {}): RouteDetail => ({
  ...makeSummary({ stops: points.length, delivered: points.filter((p) => p.status === 'delivered').length }),
  points,
  ...overrides,
});
