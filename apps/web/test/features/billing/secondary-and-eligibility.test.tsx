import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok, page, signedInServer } from '../helpers';
import { makeInsurance } from '../patients/fixtures';
import { makeCheck, makeClaimDetail } from './fixtures';

const primary = makeInsurance({ id: 81, type: 'primary', payer_name: 'Medicare JC', member_id: '1EG4TE5MK73' });
const secondary = makeInsurance({ id: 82, type: 'secondary', payer_name: 'Aetna', member_id: 'W184402931' });

function signIn(routes: Record<string, FakeHandler>) {
  return signedInServer(supplier, {
    'GET /api/vendor/patients/51/insurances': ok({ data: [primary, secondary] }),
    ...routes,
  });
}

describe('billing: secondary claim and eligibility check', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("creates the secondary claim from the primary's payments to another of the patient's policies", async () => {
    const paid = makeClaimDetail({
      status: 'partially_paid',
      status_name: 'Partially paid',
      paid_cents: 85000,
      payments: [
        {
          id: 1,
          line_id: null,
          payer: 'insurance',
          source: 'manual',
          amount_cents: 85000,
          paid_on: '2026-03-05',
          reference: 'CHK-9',
          era_id: null,
          user: null,
          created_at: '2026-03-05T10:00:00.000Z',
        },
      ],
    });
    server = signIn({
      'GET /api/vendor/billing/claims/41': ok({ data: paid }),
      'POST /api/vendor/billing/claims': () => ({
        status: 201,
        data: { data: makeClaimDetail({ id: 90, number: 'C-1024-1-S', payer_sequence: 'secondary' }) },
      }),
      'GET /api/vendor/billing/claims/90': ok({ data: makeClaimDetail({ id: 90, number: 'C-1024-1-S' }) }),
      'GET /api/vendor/billing/claims/90/notes': ok({ data: [] }),
    });
    const { router } = renderApp('/supplier/billing/claims/41/new');
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(
      within(payments)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['03/05/2026', 'Insurance', '$850']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Secondary insurance' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('combobox', { name: 'Secondary insurance' }));
    // The primary's own policy is not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Secondary · Aetna · W184402931']);
    fireEvent.click(screen.getByRole('option', { name: 'Secondary · Aetna · W184402931' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create secondary claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/claims/90'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ parent_claim_id: 41, insurance_id: 82 });
  });

  it('sends a new eligibility check for the patient found, their insurance and the date, then opens the answer', async () => {
    server = signIn({
      'GET /api/vendor/billing/eligibility?page=1&rowsPerPage=25': ok(page([])),
      'GET /api/vendor/patients?search=Lop&page=1&rowsPerPage=25': ok(page([{ id: 51, full_name: 'Maria Lopez', dob: '1950-04-02' }])),
      'POST /api/vendor/billing/eligibility': () => ({ status: 201, data: { data: makeCheck({ id: 6 }) } }),
      'GET /api/vendor/billing/eligibility/6': ok({ data: makeCheck({ id: 6 }) }),
    });
    const { router } = renderApp('/supplier/billing/eligibility');
    expect(await screen.findByText('No eligibility checks yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New check' }));
    const dialog = await screen.findByRole('dialog', { name: 'New eligibility check' });
    // The form loads with the dialog's first opening (new-eligibility-button.tsx).
    const patient = await within(dialog).findByRole('combobox', { name: 'Patient' });
    // The select takes typing only in a focused input (a write to an unfocused one counts as autofill).
    patient.focus();
    fireEvent.change(patient, { target: { value: 'Lop' } });
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe('/api/vendor/patients?search=Lop&page=1&rowsPerPage=25'), {
      timeout: 3000,
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Maria Lopez · 04/02/1950' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Insurance' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Insurance' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Primary · Medicare JC · 1EG4TE5MK73' }));
    fireEvent.change(within(dialog).getByLabelText('Date of service'), { target: { value: '2026-03-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check eligibility' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/eligibility/6'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      patient_id: 51,
      insurance_id: 81,
      service_date: '2026-03-10',
    });
    expect((await screen.findByTestId('eligibility-answer')).textContent).toBe('Active coverage');
  });
});
