import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier, supplierStaff } from '../directory/fixtures';
import { ok, page, signedInServer } from '../helpers';
import { makeEra } from './fixtures';
import { wideText } from '../../table-text';

const { claims: _claims, provider_adjustments: _plb, expected_total_cents: _expected, ...summary } = makeEra();
const SETTINGS = {
  kind: 'local',
  has_account_key: false,
  submitter_id: 'SUNRISE01',
  receiver_id: 'CLAIMMD',
  last_polled_at: null,
  last_error: 'Inbox folder not readable',
  outbox_dir: '/var/dme/outbox',
  inbox_dir: '/var/dme/inbox',
};

function signIn(user: CurrentUser, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, {
    'GET /api/vendor/billing/era?page=1&rowsPerPage=25': ok(page([summary])),
    'GET /api/vendor/billing/era?page=1&rowsPerPage=25&unmatched=true': ok(page([summary])),
    'GET /api/vendor/billing/clearinghouse': ok({ data: SETTINGS }),
    ...extra,
  });
}

describe('billing remittances list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    session.setLocation(null);
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists remittances with their balance and matches, uploads an 835 as multipart and fetches now', async () => {
    server = signIn(supplier, {
      'POST /api/vendor/billing/era': () => ({ status: 201, data: { data: [summary] } }),
      'GET /api/vendor/claim-md/response': ok({
        data: { files: 3, eras_imported: 1, claims_updated: 2, eligibility_answered: 0, errors: ['999 for batch 16 rejected'] },
      }),
    });
    renderApp('/supplier/billing/era');
    const table = await screen.findByRole('table', { name: 'Remittances' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('cell').map(wideText).slice(0, 6)).toEqual([
      'Medicare JC',
      'EFT778899',
      '03/05/2026',
      '$800',
      'Balanced',
      '1 of 2',
    ]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only remittances with unmatched claims' }));
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe('/api/vendor/billing/era?page=1&rowsPerPage=25&unmatched=true'));

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['ISA*00*...~'], 'remit.835', { type: 'text/plain' })] } });
    await waitFor(() => expect(server!.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const body = server.requests.find((r) => r.method === 'POST')!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('remit.835');
    expect(await screen.findByText('Medicare JC EFT778899: $800')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Fetch now' }));
    const result = await screen.findByText(/3 file\(s\): 1 remittance\(s\) imported, 2 claim\(s\) updated/);
    expect(result.closest('[role="status"]')?.textContent).toContain('999 for batch 16 rejected');
  });

  it('shows the clearinghouse and lets the owner change it, sending the key only when typed', async () => {
    server = signIn(supplier, {
      'PUT /api/vendor/billing/clearinghouse': ok({ data: { ...SETTINGS, kind: 'claim_md', has_account_key: true } }),
    });
    renderApp('/supplier/billing/era');
    expect(await screen.findByText('Inbox folder not readable')).toBeTruthy();
    expect(screen.getByText('/var/dme/outbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Clearinghouse' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Claim.MD' }));
    const key = screen.getByLabelText('Claim.MD AccountKey') as HTMLInputElement;
    expect(key.type).toBe('password');
    fireEvent.change(key, { target: { value: 'secret-key-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server!.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        kind: 'claim_md',
        submitter_id: 'SUNRISE01',
        receiver_id: 'CLAIMMD',
        account_key: 'secret-key-1',
      }),
    );
    expect(await screen.findByText('Stored')).toBeTruthy();
    expect(screen.queryByText('secret-key-1')).toBeNull();
  });

  it('does not offer staff the clearinghouse change', async () => {
    session.setLocation(21);
    server = signIn(supplierStaff(['billing claim view']));
    renderApp('/supplier/billing/era');
    expect(await screen.findByText('Inbox folder not readable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });
});
