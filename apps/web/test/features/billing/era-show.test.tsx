import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EraDetail } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok } from '../helpers';
import { makeEra } from './fixtures';

function open(era: EraDetail) {
  session.setToken('main-1');
  const server = installFakeServer({ 'GET /api/user': ok({ data: supplier }), 'GET /api/vendor/billing/era/12': ok({ data: era }) });
  renderApp('/supplier/billing/era/12');
  return server;
}

describe('billing remittance screen', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('adds up the payment against the claims paid less provider adjustments, and links only matched claims', async () => {
    server = open(makeEra());
    expect(await screen.findByRole('heading', { name: 'ERA EFT778899' })).toBeTruthy();
    const check = screen.getByTestId('balance-check');
    expect(check.textContent).toContain('Balanced');
    expect(check.textContent).toContain('Payment total $800 · claims paid $850 − provider adjustments $50 = $800');
    expect(check.textContent).not.toContain('off by');

    const [matched, unmatched] = screen.getAllByTestId('era-claim');
    expect(within(matched!).getByRole('link', { name: 'Claim C-1024-1-P' }).getAttribute('href')).toBe('/supplier/billing/claims/41');
    expect(within(matched!).queryByText('Unmatched')).toBeNull();
    const services = within(matched!).getByRole('table', { name: 'Services of claim C-1024-1-P' });
    const cells = within(services)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'E0601 RR',
      '03/01/2026',
      '1',
      '$1,250.5',
      '$850',
      'CO-45 $200.5: Charge exceeds fee schedule',
      'N130: Consult plan benefit documents',
    ]);

    expect(within(unmatched!).queryByRole('link')).toBeNull();
    expect(within(unmatched!).getByText('Unmatched')).toBeTruthy();
    expect(within(unmatched!).getByText('Claim C-9999-1-P')).toBeTruthy();

    const plb = screen.getByRole('table', { name: 'Provider adjustments' });
    expect(
      within(plb)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['WO', 'OVERPAY-1', '$50']);
  });

  it('says by how much an unbalanced remittance is off', async () => {
    server = open(makeEra({ balanced: false, total_cents: 81000 }));
    const check = await screen.findByTestId('balance-check');
    expect(check.textContent).toContain('Out of balance');
    expect(check.textContent).toContain('(off by $10)');
  });
});
