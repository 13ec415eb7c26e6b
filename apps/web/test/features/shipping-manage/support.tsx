import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DriverProfile, RouteDetail, RoutePoint, Suborder } from '@dme/contract';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import type { RealtimeConnection } from '../../../src/features/realtime';
import type { FakeHandler } from '../../fake-server';
import { supplier } from '../directory/fixtures';
import { signedInServer } from '../helpers';

export const BASE = '/api/vendor/delivery';
export const DAY = '2026-03-10';

/** Signs the supplier in and answers these routes (the page's own calls). */
export function signIn(routes: Record<string, FakeHandler>) {
  return signedInServer(supplier, routes);
}

/**
 * Mounts one planner page at a URL inside the app's providers. The page files are not in the app's route table
 * yet (the integrator adds them), so the page is mounted on its own path pattern.
 */
export function renderPage(pattern: string, url: string, page: ReactElement) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: pattern, element: page }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A socket stand-in: records subscriptions; `emit` delivers an event as the server would push it. */
export function fakeRealtime() {
  const handlers: { channel: string; event: string; handler: (data: unknown) => void }[] = [];
  const connection = {
    pusher: null,
    listen: (channel: string, event: string, handler: (data: unknown) => void) => {
      const entry = { channel, event, handler };
      handlers.push(entry);
      return () => handlers.splice(handlers.indexOf(entry), 1);
    },
    disconnect: () => {},
  } as unknown as RealtimeConnection;
  return {
    connect: () => Promise.resolve(connection),
    handlers,
    emit: (channel: string, event: string, data: unknown) =>
      handlers.filter((h) => h.channel === channel && h.event === event).forEach((h) => h.handler(data)),
  };
}

export const driver = (overrides: Partial<DriverProfile> = {}): DriverProfile => ({
  id: 1,
  name: 'Ana Lopez',
  login: 'ana@demo.test',
  active: true,
  shift_start: '08:00',
  shift_end: '17:00',
  break_start: '12:00',
  break_minutes: 30,
  capacity_count: 20,
  capacity_volume: null,
  vehicle: 'Ford Transit',
  home_warehouse: { id: 4, name: 'North warehouse' },
  skills: ['lift'],
  routes_upcoming: 2,
  ...overrides,
});

const address = (city: string, zip: string, lat: number | null = null, lng: number | null = null) => ({
  address_1: '1 Main St',
  address_2: '',
  city,
  state: 'IL',
  zip,
  full_address: `1 Main St, ${city}, IL ${zip}`,
  lat,
  lng,
});

export const suborder = (id: number, patient: string, overrides: Partial<Suborder> = {}): Suborder => ({
  id,
  number: `90-${id}`,
  order_id: 90,
  order_status: 40,
  patient: { id: id + 1000, full_name: patient, phone: '+1 (312) 555-0100' },
  warehouse: { id: 4, name: 'North warehouse' },
  method: 'driver',
  status: 'warehouse_service',
  status_name: 'Warehouse service',
  courier: null,
  tracking_number: null,
  tracking_url: null,
  address: address('Evanston', '60201'),
  agreed_slot: null,
  route: null,
  items_count: 2,
  required_skills: [],
  delivered_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const point = (seq: number, suborderId: number, patient: string, overrides: Partial<RoutePoint> = {}): RoutePoint => ({
  id: 500 + suborderId,
  seq,
  status: 'pending',
  eta: '2026-03-10T15:00:00.000Z',
  lateness_s: 0,
  suborder: {
    id: suborderId,
    number: `90-${suborderId}`,
    order_id: 90,
    patient_name: patient,
    phone: '+1 (312) 555-0100',
    address: address('Evanston', '60201', 42.05, -87.69 + seq / 100),
    agreed_slot: null,
    status: 'warehouse_service',
  },
  items: [],
  delivered_at: null,
  failed_reason: null,
  proof_of_delivery_media_id: null,
  ...overrides,
});

export const route = (id: number, driverId: number, driverName: string, points: RoutePoint[], overrides: Partial<RouteDetail> = {}): RouteDetail => ({
  id,
  date: DAY,
  driver: { id: driverId, name: driverName },
  warehouse: { id: 4, name: 'North warehouse', lat: 42.0, lng: -87.7 },
  status: 'planned',
  stops: points.length,
  delivered: points.filter((p) => p.status === 'delivered').length,
  failed: 0,
  distance_m: 32_000,
  duration_s: 7200,
  load: 4,
  lateness_s: 0,
  optimized: false,
  starts_at: null,
  ends_at: null,
  created_at: '2026-03-09T10:00:00.000Z',
  points,
  ...overrides,
});
