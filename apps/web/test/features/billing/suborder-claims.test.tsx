import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok, signedInServer } from '../helpers';
import { makeInsurance } from '../patients/fixtures';
import { makeDetail } from '../shipping/fixtures';
import { makeClaim, makeClaimDetail } from './fixtures';

const SUBORDER = '/api/vendor/suborders/7';
const delivered = makeDetail({ status: 'delivered', status_name: 'Delivered' });
const primary = makeInsurance({ id: 81, type: 'primary', payer_name: 'Medicare JC', member_id: '1EG4TE5MK73' });
const secondary = makeInsurance({ id: 82, type: 'secondary', payer_name: 'Aetna', member_id: 'W184402931' });

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${SUBORDER}`]: ok({ data: delivered }),
    'GET /api/vendor/patients/51/insurances': ok({ data: [primary, secondary] }),
    ...extra,
  });
}

describe("the suborder screen's claims tab", () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('sits among the suborder tabs, lists its claims and creates one for the payer picked', async () => {
    server = signIn({
      [`GET ${SUBORDER}/claims`]: ok({
        data: [makeClaim({ status: 'paid', status_name: 'Paid', paid_cents: 100000, balance_cents: 25050 })],
      }),
      [`POST ${SUBORDER}/claims`]: () => ({
        status: 201,
        data: { data: makeClaimDetail({ id: 78, number: 'C-1024-1-S', payer_sequence: 'secondary' }) },
      }),
      'GET /api/vendor/billing/claims/78': ok({ data: makeClaimDetail({ id: 78, number: 'C-1024-1-S' }) }),
      'GET /api/vendor/billing/claims/78/notes': ok({ data: [] }),
    });
    const { router } = renderApp('/supplier/shipping/7/new-claim');
    expect(await screen.findByRole('heading', { name: 'Suborder 1024-1' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General info', 'Status', 'New claim', 'Documents']);
    expect(screen.getByRole('tab', { name: 'New claim' }).getAttribute('aria-selected')).toBe('true');
    const claims = await screen.findByRole('table', { name: 'Claims' });
    expect(
      within(claims)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['C-1024-1-P', 'Medicare JC', 'Paid', '03/01/2026', '$1,250.5', '$1,000', '$250.5']);

    fireEvent.click(screen.getByRole('combobox', { name: 'Payer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Secondary · Aetna · W184402931' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/claims/78'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ insurance_id: 82 });
  });

  it('shows the tab on the other suborder tabs too', async () => {
    server = signIn({ 'GET /api/vendor/courier': ok({ data: [] }) });
    renderApp('/supplier/shipping/7/general-info');
    expect(await screen.findByRole('heading', { name: 'Suborder 1024-1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'New claim' }).getAttribute('href')).toBe('/supplier/shipping/7/new-claim');
  });
});
