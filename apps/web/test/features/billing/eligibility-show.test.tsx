import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EligibilityCheck } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok } from '../helpers';
import { makeCheck } from './fixtures';

function open(check: EligibilityCheck) {
  session.setToken('main-1');
  const server = installFakeServer({
    'GET /api/user': ok({ data: supplier }),
    'GET /api/vendor/billing/eligibility/5': ok({ data: check }),
  });
  renderApp('/supplier/billing/eligibility/5');
  return server;
}

const fact = (name: string) => screen.getByTestId(`fact-${name}`).textContent;

describe('billing eligibility answer', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('reads an active answer: plan, DME deductible and remaining, co-insurance and the benefits', async () => {
    server = open(makeCheck());
    expect((await screen.findByTestId('eligibility-answer')).textContent).toBe('Active coverage');
    expect(fact('plan')).toBe('Medicare Part B');
    expect(fact('coverage')).toBe('01/01/2020 – open');
    expect(fact('dme-deductible')).toBe('$257');
    expect(fact('deductible-remaining')).toBe('$100');
    expect(fact('co-insurance')).toBe('20%');
    const benefits = screen.getByRole('table', { name: 'Benefits' });
    const rows = within(benefits).getAllByRole('row').slice(1);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['C · Deductible', 'DM', 'Individual', 'Calendar year', 'Yes', '$257', '—', 'Part B']);
    expect(screen.queryByRole('table', { name: 'Errors from the payer' })).toBeNull();
  });

  it('reads an inactive answer', async () => {
    server = open(makeCheck({ active: false, coverage_end: '2025-12-31', benefits: [] }));
    expect((await screen.findByTestId('eligibility-answer')).textContent).toBe('Inactive');
    expect(fact('coverage')).toBe('01/01/2020 – 12/31/2025');
  });

  it('shows the AAA errors with their meaning and what to do', async () => {
    server = open(
      makeCheck({
        status: 'error',
        active: null,
        plan_name: null,
        benefits: [],
        dme: { deductible_cents: null, deductible_remaining_cents: null, coinsurance_percent: null, copay_cents: null },
        errors: [{ code: '72', meaning: 'Invalid/missing subscriber/insured ID', follow_up: 'Correct the member id and check again' }],
      }),
    );
    expect((await screen.findByTestId('eligibility-answer')).textContent).toBe('Error');
    const errors = screen.getByRole('table', { name: 'Errors from the payer' });
    expect(
      within(errors)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['72', 'Invalid/missing subscriber/insured ID', 'Correct the member id and check again']);
    expect(fact('dme-deductible')).toBe('—');
  });

  it('says a pending inquiry has no answer yet', async () => {
    server = open(makeCheck({ status: 'pending', active: null, benefits: [], answered_at: null }));
    expect((await screen.findByTestId('eligibility-answer')).textContent).toBe('Pending answer');
    expect(screen.getByText('The payer has not answered yet.')).toBeTruthy();
  });
});
