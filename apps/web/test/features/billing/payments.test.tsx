import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { writesOf } from '../mount';
import { makeClaim, makeClaimDetail } from './fixtures';

const owing = makeClaim({
  status: 'partially_paid',
  status_name: 'Partially paid',
  patient_responsibility_cents: 20000,
  patient_paid_cents: 5000,
  balance_cents: 15000,
});

function signIn(routes: Record<string, FakeHandler>) {
  return signedInServer(supplier, routes);
}

const writes = writesOf;

describe('billing payments', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("records a patient's payment from the coins list in cents, and shows a refusal beyond the open balance", async () => {
    let answer: FakeHandler = fail(422, 'The payment is more than the open patient balance.', { amount_cents: ['At most $150.'] });
    server = signIn({
      'GET /api/vendor/billing/claims?page=1&rowsPerPage=25&list=coins': ok(page([owing])),
      'POST /api/vendor/billing/claims/41/coins': (r) => answer(r),
    });
    renderApp('/supplier/billing/coins');
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(4, 7),
    ).toEqual(['$200', '$50', '$150']);
    fireEvent.click(within(table).getByRole('button', { name: 'Record patient payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Patient payment/ });
    // The form loads with the dialog's first opening (coins-payment.tsx).
    expect(await within(dialog).findByText('Patient balance open: $150')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), { target: { value: '175.10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Paid on/), { target: { value: '2026-03-09' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record patient payment' }));
    expect(await within(dialog).findByText('At most $150.')).toBeTruthy();
    expect(writes(server)[0]!.body).toEqual({ amount_cents: 17510, paid_on: '2026-03-09' });

    answer = ok({ data: makeClaimDetail() });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), { target: { value: '25.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record patient payment' }));
    await waitFor(() => expect(writes(server!)).toHaveLength(2));
    expect(writes(server)[1]!.body).toEqual({ amount_cents: 2510, paid_on: '2026-03-09' });
  });

  it('posts a paper remittance with its adjustments', async () => {
    const claim = makeClaimDetail({ status: 'accepted', status_name: 'Accepted by payer', actions: ['manual_payment'] });
    server = signIn({
      'GET /api/vendor/billing/claims/41': ok({ data: claim }),
      'GET /api/vendor/billing/claims/41/notes': ok({ data: [] }),
      'POST /api/vendor/billing/claims/41/manual-payment': ok({ data: { ...claim, paid_cents: 80000 } }),
    });
    renderApp('/supplier/billing/claims/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Manual payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual payment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), { target: { value: '800' } });
    fireEvent.change(within(dialog).getByLabelText(/^Paid on/), { target: { value: '2026-03-09' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Check or EFT number' }), { target: { value: 'CHK-1001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason code' }), { target: { value: '45' } });
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Amount ($)' })[1]!, { target: { value: '450.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    await waitFor(() => expect(writes(server!)).toHaveLength(1));
    expect(writes(server)[0]!.body).toEqual({
      amount_cents: 80000,
      paid_on: '2026-03-09',
      reference: 'CHK-1001',
      adjustments: [{ group: 'CO', reason: '45', amount_cents: 45050 }],
    });
    await waitFor(() => expect(screen.getByTestId('total-paid').textContent).toBe('$800'));
  });
});
