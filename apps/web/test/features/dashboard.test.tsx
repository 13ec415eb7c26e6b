import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, makeUser } from '../fake-server';
import { renderApp } from '../render-app';
import { ok, signedInServer } from './helpers';

const doctor = makeUser({
  role: 'doctor',
  roles: ['doctor'],
  name: 'Dr. Olivia Bennett',
  verified_at: '2024-01-01',
  locations: [{ id: 1, name: 'Downtown Office' }],
});

describe('doctor dashboard', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows the order counts of doctor/dashboard/stats as cards, under the session summary', async () => {
    server = signedInServer(doctor, {
      'GET /api/doctor/dashboard/stats': ok({
        data: { drafts: 2, pend_hipaa: 1, pend_prsc: 2, pend_f2f: 2, awaiting_signature: 4, in_work: 2, delivered: 1, total: 10 },
      }),
    });
    renderApp('/doctor/dashboard');
    expect(await screen.findByRole('heading', { name: 'Doctor dashboard' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Orders at a glance' });
    await waitFor(() => expect(within(cards).getByRole('group', { name: 'Awaiting my signature: 4' })).toBeTruthy());
    const cardNames = within(cards)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.getAttribute('aria-label'));
    expect(cardNames).toEqual([
      'Awaiting my signature: 4',
      'Drafts: 2',
      'Pend HIPAA: 1',
      'Pend PRSC: 2',
      'Pend F2F: 2',
      'In work: 2',
      'Delivered: 1',
      'All orders: 10',
    ]);
    // Each count with a single status opens the orders list of that status; the signature card spans two.
    const links = within(cards).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/doctor/orders/1',
      '/doctor/orders/3',
      '/doctor/orders/20',
      '/doctor/orders/22',
      '/doctor/orders/-10',
      '/doctor/orders/-100',
      '/doctor/orders/all',
    ]);
    expect(screen.getByTestId('summary-name').textContent).toBe('Dr. Olivia Bennett');
  });
});

describe('supplier dashboard widgets', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  const catalogue = [
    { key: 'orders-by-status', title: 'Orders by status', description: 'How many orders are in each status.' },
    { key: 'latest-tasks', title: 'Latest tasks', description: 'The newest tasks of the company.' },
    { key: 'tasks-due-today', title: 'Tasks due today', description: 'Open tasks whose deadline is today.' },
    { key: 'calls-today', title: 'Calls today', description: 'Inbound and outbound calls logged today.' },
  ];

  it('shows the chosen widgets in order, and Customize saves a new choice and order with PUT', async () => {
    server = signedInServer(makeUser(), {
      'GET /api/dashboard/settings': ok({ data: { widgets: ['calls-today', 'orders-by-status'] } }),
      'GET /api/dashboard/widgets': ok({ data: catalogue }),
      'GET /api/dashboard/widgets/calls-today': ok({ data: { widget: 'calls-today', inbound: 2, outbound: 1, total: 3 } }),
      'GET /api/dashboard/widgets/orders-by-status': ok({
        data: { widget: 'orders-by-status', statuses: [{ code: 20, name: 'Pend PRSC', count: 3 }], total: 3 },
      }),
      'GET /api/dashboard/widgets/tasks-due-today': ok({ data: { widget: 'tasks-due-today', tasks: [], total: 0 } }),
      'PUT /api/dashboard/settings': (r) => ok({ data: r.body })(r),
    });
    const { container } = renderApp('/supplier/dashboard');
    await screen.findByRole('region', { name: 'Calls today' });
    expect([...container.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'))).toEqual([
      'calls-today',
      'orders-by-status',
    ]);
    expect(await screen.findByRole('group', { name: 'Inbound: 2' })).toBeTruthy();
    expect(await screen.findByText('Pend PRSC')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize dashboard' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Orders by status up' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tasks due today/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      widgets: ['orders-by-status', 'calls-today', 'tasks-due-today'],
    });
    await waitFor(() =>
      expect([...container.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'))).toEqual([
        'orders-by-status',
        'calls-today',
        'tasks-due-today',
      ]),
    );
  });
});
