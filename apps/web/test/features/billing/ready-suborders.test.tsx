import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { makeSuborder } from '../shipping/fixtures';
import { makeClaimDetail } from './fixtures';
import { wideText } from '../../table-text';

const UNBILLED = '/api/vendor/suborders?page=1&rowsPerPage=25&status=delivered&unbilled=1';
const delivered = makeSuborder({ status: 'delivered', status_name: 'Delivered', delivered_at: '2026-03-01T15:00:00.000Z' });

function signIn(extra: Record<string, FakeHandler>) {
  return signedInServer(supplier, { [`GET ${UNBILLED}`]: ok(page([delivered])), ...extra });
}

describe('billing: ready for billing', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists delivered suborders without a claim and creates one, then opens it', async () => {
    server = signIn({
      'POST /api/vendor/suborders/7/claims': () => ({
        status: 201,
        data: { data: makeClaimDetail({ id: 77, number: 'C-1024-1-P', status: 'draft', status_name: 'Draft' }) },
      }),
      'GET /api/vendor/billing/claims/77': ok({ data: makeClaimDetail({ id: 77, status: 'draft', status_name: 'Draft' }) }),
      'GET /api/vendor/billing/claims/77/notes': ok({ data: [] }),
    });
    const { router } = renderApp('/supplier/billing/suborders');
    const table = await screen.findByRole('table', { name: 'Suborders ready for billing' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('cell').map(wideText).slice(0, 5)).toEqual(['1024-1', 'Maria Lopez', '#1024', '03/01/2026', '2']);
    fireEvent.click(within(table).getByRole('button', { name: 'Create claim for 1024-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/claims/77'));
    expect(server.requests.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/vendor/suborders/7/claims', body: {} });
    expect(await screen.findByRole('heading', { name: 'Claim C-1024-1-P' })).toBeTruthy();
  });

  it('stays on the list and says why when the suborder already has its claim', async () => {
    server = signIn({ 'POST /api/vendor/suborders/7/claims': fail(409, 'This suborder already has a claim for that payer.') });
    const { router } = renderApp('/supplier/billing/suborders');
    const table = await screen.findByRole('table', { name: 'Suborders ready for billing' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Create claim for 1024-1' }));
    expect(await screen.findByText('This suborder already has a claim for that payer.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/supplier/billing/suborders');
  });
});
