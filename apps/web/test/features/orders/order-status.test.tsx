import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALIDATION_STEP_TEXT, type CurrentUser, type OrderHistoryEntry } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler, type RecordedRequest } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, makeOrder, supplier } from './fixtures';

function signIn(user: CurrentUser, routes: Record<string, FakeHandler>) {
  session.setLocation(null);
  return signedInServer(user, routes);
}

const created: OrderHistoryEntry = {
  id: 1,
  from: null,
  from_name: null,
  to: 1,
  to_name: 'Draft',
  user: { id: 3, name: 'Dr. Olivia Bennett' },
  staff: null,
  note: 'Order created',
  created_at: '2026-03-02T15:04:00.000Z',
};
const checklist = (missingVendor: boolean) => [
  { key: 'vendor', label: 'A supplier is chosen', done: !missingVendor },
  { key: 'patient', label: 'A patient is chosen', done: true },
  { key: 'items', label: 'At least one item is ordered', done: true },
];
const refusal = (missing: string[]) => fail(422, VALIDATION_STEP_TEXT, { checklist: missing });

describe('doctor order status', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows the checklist; a refused Send to Supplier shows the sentence and what is missing; then the order goes In work', async () => {
    let attempts = 0;
    let sent = false;
    const inWork = makeOrder({ status: 5, status_name: 'Initial', virtual_status: -10, virtual_status_name: 'In work' });
    server = signIn(doctor, {
      'GET /api/doctor/orders/41': () => ok({ data: sent ? inWork : makeOrder({ vendor: null, vendor_id: null }) })({} as RecordedRequest),
      'GET /api/doctor/orders/41/status': () =>
        ok({
          data: sent
            ? { status: 5, status_name: 'Initial', virtual_status: -10, virtual_status_name: 'In work', action: null, checklist: [] }
            : {
                status: 1,
                status_name: 'Draft',
                virtual_status: 1,
                virtual_status_name: 'Draft',
                action: { code: 1, label: 'Send to Supplier' },
                checklist: checklist(attempts === 0),
              },
        })({} as RecordedRequest),
      'GET /api/doctor/orders/41/history': ok({ data: [created] }),
      'POST /api/doctor/orders/41/status/1': (request) => {
        attempts += 1;
        if (attempts === 1) return refusal(['A supplier is chosen'])(request);
        sent = true;
        return { status: 200, data: { data: inWork } };
      },
    });
    renderApp('/doctor/orders/41/edit/order-status');
    const section = await screen.findByRole('region', { name: 'Order status' });
    const list = await within(section).findByRole('list', { name: 'Order checklist' });
    // Each line: its mark (decorative), its label, and whether it is done for screen readers.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^[✓✕]/, '')),
    ).toEqual(['A supplier is chosen (missing)', 'A patient is chosen (done)', 'At least one item is ordered (done)']);

    fireEvent.click(within(section).getByRole('button', { name: 'Send to Supplier' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(VALIDATION_STEP_TEXT);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A supplier is chosen']);

    fireEvent.click(within(section).getByRole('button', { name: 'Send to Supplier' }));
    expect(await within(section).findByText('The supplier is working on the order.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Send to Supplier' })).toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Status: In work')).toBeTruthy());
    const history = screen.getByRole('table', { name: 'Status history' });
    expect(within(history).getByText('Dr. Olivia Bennett')).toBeTruthy();
  });

  it('Sign CMN is done in the Signature section (pad and signing link), not by a plain button', async () => {
    server = signIn(doctor, {
      'GET /api/doctor/orders/41': ok({
        data: makeOrder({ status: 20, status_name: 'Pend PRSC', virtual_status: 20, virtual_status_name: 'Pend PRSC' }),
      }),
      'GET /api/doctor/orders/41/status': ok({
        data: {
          status: 20,
          status_name: 'Pend PRSC',
          virtual_status: 20,
          virtual_status_name: 'Pend PRSC',
          action: { code: 20, label: 'Sign CMN' },
          checklist: [],
        },
      }),
      'GET /api/doctor/orders/41/history': ok({ data: [created] }),
    });
    renderApp('/doctor/orders/41/edit/order-status');
    const section = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(section).findByText(/Sign in the Signature section below/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Sign CMN' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Signature' })).toBeTruthy();
    await waitFor(() => expect(server!.requests.some((r) => r.url === '/api/doctor/orders/41/sign/preview')).toBe(true));
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('supplier order status', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());
  const intake = makeOrder({ status: 10, status_name: 'Intake', virtual_status: 10, virtual_status_name: 'Intake' });

  it('sends status/next with the status seen; a refusal lists what is missing', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({ data: intake }),
      'GET /api/vendor/orders/41/validate': ok({
        data: {
          status: 10,
          status_name: 'Intake',
          step: { kind: 'button', to: 20, label: 'Send to Pend PRSC' },
          next: 20,
          fulfilled: false,
          checklist: [
            { key: 'insurance', label: 'An active insurance is attached', done: true },
            { key: 'items_confirmed', label: 'The items are confirmed', done: false },
          ],
        },
      }),
      'POST /api/vendor/orders/41/status/next': refusal(['The items are confirmed']),
    });
    renderApp('/supplier/orders/41/edit/order-status');
    const section = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(section).findByText(VALIDATION_STEP_TEXT)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send to Pend PRSC' }));
    const alert = await within(section).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The items are confirmed']);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ from: 10 });
  });

  it('shows "Waiting for Doctor signature" and no button in Pend PRSC', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({
        data: makeOrder({ status: 20, status_name: 'Pend PRSC', virtual_status: 20, virtual_status_name: 'Pend PRSC' }),
      }),
      'GET /api/vendor/orders/41/validate': ok({
        data: {
          status: 20,
          status_name: 'Pend PRSC',
          step: { kind: 'text', text: 'Waiting for Doctor signature' },
          next: null,
          fulfilled: false,
          checklist: [{ key: 'prsc_signature', label: 'Waiting for Doctor signature', done: false }],
        },
      }),
    });
    renderApp('/supplier/orders/41/edit/order-status');
    const section = await screen.findByRole('region', { name: 'Order status' });
    expect((await within(section).findAllByText('Waiting for Doctor signature')).length).toBeGreaterThan(0);
    expect(within(section).queryByRole('button', { name: /Send to/ })).toBeNull();
  });

  it('lists every transition with its actor on the history tab', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({ data: intake }),
      'GET /api/vendor/orders/41/history': ok({
        data: [
          { ...created, id: 2, from: 1, from_name: 'Draft', to: 5, to_name: 'Initial', note: 'Send to Supplier' },
          { ...created, id: 3, from: 5, from_name: 'Initial', to: 10, to_name: 'Intake', user: { id: 2, name: 'Sam Rivera' }, note: '' },
        ],
      }),
    });
    renderApp('/supplier/orders/41/edit/history');
    const table = await screen.findByRole('table', { name: 'Status history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const last = within(table).getAllByRole('row')[2]!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(['Initial', 'Intake', 'Sam Rivera']);
    expect(screen.getByRole('tablist', { name: 'Order sections' }).textContent).toContain('History');
  });
});
