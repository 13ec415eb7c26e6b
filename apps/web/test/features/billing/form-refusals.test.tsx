import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { ClaimNotes } from '../../../src/features/billing/components/claim-notes';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { makeInsurance } from '../patients/fixtures';
import { makeClaimDetail } from './fixtures';

const primary = makeInsurance({ id: 81, type: 'primary', payer_name: 'Medicare JC', member_id: '1EG4TE5MK73' });
const secondary = makeInsurance({ id: 82, type: 'secondary', payer_name: 'Aetna', member_id: 'W184402931' });

function signIn(routes: Record<string, FakeHandler>) {
  return signedInServer(supplier, {
    'GET /api/vendor/patients/51/insurances': ok({ data: [primary, secondary] }),
    ...routes,
  });
}

const posts = (server: ReturnType<typeof installFakeServer>) => server.requests.filter((r) => r.method === 'POST');

/** The server's refusals of the billing forms land on the field they name. */
describe('billing: refusals on their fields', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('claim note: a refused note keeps its text and shows why under the box; a saved one empties it', async () => {
    let answer: FakeHandler = fail(422, 'The given data was invalid.', { text: ['The note may not be greater than 2000 characters.'] });
    server = signIn({
      'GET /api/vendor/billing/claims/41/notes': ok({ data: [] }),
      'POST /api/vendor/billing/claims/41/notes': (request) => answer(request),
    });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <ClaimNotes claimId={41} />
      </AppProviders>,
    );
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'New note' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '  Called the payer  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note may not be greater than 2000 characters.')).toBeTruthy();
    expect(posts(server)[0]!.body).toEqual({ text: 'Called the payer' });
    expect(box.value).toBe('  Called the payer  ');

    answer = () => ({ status: 201, data: { data: { id: 1, text: 'Called the payer', user: null, created_at: '2026-03-10T10:00:00.000Z' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(screen.queryByText('The note may not be greater than 2000 characters.')).toBeNull();
  });

  it('eligibility check: a refused date of service shows under the date and the dialog stays open', async () => {
    server = signIn({
      'GET /api/vendor/billing/eligibility?page=1&rowsPerPage=25': ok(page([])),
      'GET /api/vendor/patients?search=Lop&page=1&rowsPerPage=25': ok(page([{ id: 51, full_name: 'Maria Lopez', dob: '1950-04-02' }])),
      'POST /api/vendor/billing/eligibility': fail(422, 'The given data was invalid.', { service_date: ['The date of service may not be in the future.'] }),
    });
    const { router } = renderApp('/supplier/billing/eligibility');
    fireEvent.click(await screen.findByRole('button', { name: 'New check' }));
    const dialog = await screen.findByRole('dialog', { name: 'New eligibility check' });
    // The form loads with the dialog's first opening (new-eligibility-button.tsx).
    const patient = await within(dialog).findByRole('combobox', { name: 'Patient' });
    patient.focus();
    fireEvent.change(patient, { target: { value: 'Lop' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Maria Lopez · 04/02/1950' }, { timeout: 3000 }));
    fireEvent.change(within(dialog).getByLabelText('Date of service'), { target: { value: '2099-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check eligibility' }));
    expect(await within(dialog).findByText('The date of service may not be in the future.')).toBeTruthy();
    expect(posts(server)[0]!.body).toEqual({ patient_id: 51, service_date: '2099-01-01' });
    expect(router.state.location.pathname).toBe('/supplier/billing/eligibility');
  });

  it("secondary claim: the server's refusal of the policy shows under it, a refusal of the primary above the button", async () => {
    let answer: FakeHandler = fail(422, 'The given data was invalid.', { insurance_id: ['The insurance is not active on the date of service.'] });
    server = signIn({
      'GET /api/vendor/billing/claims/41': ok({ data: makeClaimDetail({ status: 'partially_paid', status_name: 'Partially paid' }) }),
      'POST /api/vendor/billing/claims': (request) => answer(request),
    });
    const { router } = renderApp('/supplier/billing/claims/41/new');
    const policy = await screen.findByRole('combobox', { name: 'Secondary insurance' });
    await waitFor(() => expect(policy.hasAttribute('disabled')).toBe(false));
    fireEvent.click(policy);
    fireEvent.click(await screen.findByRole('option', { name: 'Secondary · Aetna · W184402931' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create secondary claim' }));
    expect(await screen.findByText('The insurance is not active on the date of service.')).toBeTruthy();
    expect(posts(server)[0]!.body).toEqual({ parent_claim_id: 41, insurance_id: 82 });

    answer = fail(422, 'The given data was invalid.', { parent_claim_id: ['The primary claim has a secondary already.'] });
    fireEvent.click(screen.getByRole('button', { name: 'Create secondary claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The primary claim has a secondary already.');
    expect(router.state.location.pathname).toBe('/supplier/billing/claims/41/new');
  });
});
