import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClaimDetail } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier, supplierStaff } from '../directory/fixtures';
import { fail, ok, signedInServer } from '../helpers';
import { makeClaimDetail } from './fixtures';

const ONE = '/api/vendor/billing/claims/41';

function signIn(claim: ClaimDetail, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${ONE}`]: ok({ data: claim }),
    [`GET ${ONE}/notes`]: ok({
      data: [{ id: 1, text: 'Called the payer', user: { id: 2, name: 'Sam Rivera' }, created_at: '2026-03-03T10:00:00.000Z' }],
    }),
    ...extra,
  });
}

const actionNames = () =>
  within(screen.getByTestId('claim-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter(Boolean);

describe('billing claim screen', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('shows the totals, lines and notes, and only the actions the server lists', async () => {
    server = signIn(makeClaimDetail({ problems: ['Line 1 has no diagnosis pointer.'] }));
    renderApp('/supplier/billing/claims/41');
    expect(await screen.findByRole('heading', { name: 'Claim C-1024-1-P' })).toBeTruthy();
    expect(screen.getByTestId('total-charge').textContent).toBe('$1,250.5');
    expect(screen.getByTestId('total-balance').textContent).toBe('$1,250.5');
    expect(screen.getByText('Line 1 has no diagnosis pointer.')).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getAllByRole('row')[1]!.textContent).toContain('RR KX');
    expect(await screen.findByText('Called the payer')).toBeTruthy();
    expect(actionNames()).toEqual(['Submit', 'Edit', 'Delete', 'Audit packet (PDF)']);
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('offers the adjudicated claim its own actions and links the secondary claim screen', async () => {
    const paid = makeClaimDetail({
      status: 'partially_paid',
      status_name: 'Partially paid',
      actions: ['paid', 'coins', 'manual_payment', 'pending', 'appeal', 'secondary'],
    });
    server = signIn(paid);
    const { router } = renderApp('/supplier/billing/claims/41');
    await screen.findByRole('heading', { name: 'Claim C-1024-1-P' });
    expect(actionNames()).toEqual(['Mark paid', 'Manual payment', 'Patient payment', 'Pending', 'Appeal', 'Audit packet (PDF)']);
    fireEvent.click(screen.getByRole('link', { name: 'Create secondary claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/claims/41/new'));
  });

  it('sends the edited charge in cents and shows the field errors of a 422', async () => {
    const saved = makeClaimDetail({ charge_cents: 99999, balance_cents: 99999 });
    let answer: FakeHandler = fail(422, 'The given data was invalid.', {
      'lines.0.modifiers.0': ['A modifier is two letters or digits.'],
      'lines.0.modifiers': ['A modifier is two letters or digits.'],
    });
    server = signIn(makeClaimDetail(), { [`PUT ${ONE}`]: (r) => answer(r) });
    renderApp('/supplier/billing/claims/41');
    await screen.findByRole('heading', { name: 'Claim C-1024-1-P' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit claim' });
    const charge = within(dialog).getByRole('textbox', { name: 'Line 1 charge' }) as HTMLInputElement;
    expect(charge.value).toBe('1250.50');
    fireEvent.change(charge, { target: { value: '999.99' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Line 1 modifiers' }), { target: { value: 'rr kx' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Prior authorisation number' }), { target: { value: 'PA-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save claim' }));
    await waitFor(() => expect(server!.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'PUT')!.body).toEqual({
      place_of_service: '12',
      prior_auth_number: 'PA-77',
      diagnoses: ['G47.33'],
      lines: [
        {
          id: 501,
          modifiers: ['RR', 'KX'],
          units: 1,
          charge_cents: 99999,
          service_date: '2026-03-01',
          service_date_end: null,
          diagnosis_pointers: [1],
        },
      ],
    });
    expect(await within(dialog).findByText('A modifier is two letters or digits.')).toBeTruthy();

    answer = ok({ data: saved });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save claim' }));
    await waitFor(() => expect(screen.getByTestId('total-charge').textContent).toBe('$999.99'));
  });

  it('refuses a charge with three decimals before sending anything', async () => {
    server = signIn(makeClaimDetail());
    renderApp('/supplier/billing/claims/41');
    await screen.findByRole('heading', { name: 'Claim C-1024-1-P' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit claim' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Line 1 charge' }), { target: { value: '10.005' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save claim' }));
    expect(await within(dialog).findByText(/Line 1: enter the charge in dollars/)).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('sets the priority (an owner may), and hides it and the staff-only screens from staff without the create permission', async () => {
    server = signIn(makeClaimDetail(), { [`PUT ${ONE}/priority`]: ok({ data: makeClaimDetail({ priority: 'urgent' }) }) });
    const { unmount } = renderApp('/supplier/billing/claims/41');
    await screen.findByRole('heading', { name: 'Claim C-1024-1-P' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    await waitFor(() => expect(server!.requests.find((r) => r.method === 'PUT')?.body).toEqual({ priority: 'urgent' }));
    expect(await screen.findByText('urgent priority')).toBeTruthy();
    unmount();
    server.restore();

    session.setLocation(21);
    try {
      server = signedInServer(supplierStaff(['billing claim view']), {
        [`GET ${ONE}`]: ok({ data: makeClaimDetail({ actions: [] }) }),
        [`GET ${ONE}/notes`]: ok({ data: [] }),
        'GET /api/vendor/billing/claims?page=1&rowsPerPage=25&list=claims': ok({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } }),
      });
      renderApp('/supplier/billing/claims/41');
      await screen.findByRole('heading', { name: 'Claim C-1024-1-P' });
      expect(actionNames()).toEqual(['Audit packet (PDF)']);
      expect(screen.queryByRole('combobox', { name: 'Priority' })).toBeNull();
    } finally {
      session.setLocation(null);
    }
  });

  it('submits this claim alone, and deletes it after the confirmation', async () => {
    server = signIn(makeClaimDetail(), {
      'POST /api/vendor/claim-md/upload': ok({
        data: { batch: { id: 4, control_number: 18, file_name: '837P-000000018.txt', claims: 1, total_cents: 125050 }, claims: [] },
      }),
      [`DELETE ${ONE}`]: ok({ message: 'Deleted' }),
      'GET /api/vendor/billing/claims?page=1&rowsPerPage=25&list=claims': ok({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } }),
    });
    const { router } = renderApp('/supplier/billing/claims/41');
    await screen.findByRole('heading', { name: 'Claim C-1024-1-P' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server!.requests.find((r) => r.method === 'POST')?.body).toEqual({ claim_ids: [41] }));
    expect(await screen.findByText(/837P-000000018\.txt \(control number 18\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete claim' });
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/claims'));
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([ONE]);
  });

  it('says so when the claim does not exist', async () => {
    server = signIn(makeClaimDetail(), { 'GET /api/vendor/billing/claims/99': fail(404, 'Not found') });
    renderApp('/supplier/billing/claims/99');
    expect(await screen.findByText('Claim not found')).toBeTruthy();
  });
});
