import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { answerCsvExports, csvLines } from '../../csv-export';
import { renderApp } from '../../render-app';
import { supplier, supplierStaff } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { makeClaim } from './fixtures';
import { wideText } from '../../table-text';

const LIST = '/api/vendor/billing/claims';
const ready = makeClaim();
const denied = makeClaim({
  id: 42,
  number: 'C-1025-1-P',
  status: 'denied',
  status_name: 'Denied',
  priority: 'high',
  patient: { id: 52, full_name: 'John Doe' },
  charge_cents: 9999,
  paid_cents: 0,
  balance_cents: 9999,
  denials: [{ line_no: 1, hcpcs: 'E0431', group: 'CO', reason: '50', reason_text: 'Not medically necessary', remark_codes: ['N115'] }],
});

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${LIST}?page=1&rowsPerPage=25&list=claims`]: ok(page([ready, denied])),
    ...extra,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(wideText));

async function choose(name: string, option: string) {
  fireEvent.click(await screen.findByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('billing claims list', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('shows the claims with money from cents and asks the server for the status, priority and search', async () => {
    server = signIn({
      [`GET ${LIST}?page=1&rowsPerPage=25&list=claims&status=denied`]: ok(page([denied])),
      [`GET ${LIST}?page=1&rowsPerPage=25&list=claims&status=denied&priority=high`]: ok(page([denied])),
      [`GET ${LIST}?page=1&rowsPerPage=25&list=claims&status=denied&priority=high&search=Doe`]: ok(page([denied])),
    });
    const { router } = renderApp('/supplier/billing/claims');
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    // First cell is the selection checkbox. The priority shows from Mantine's xl breakpoint (1408 px) up: the test's
    // window is 1024 px wide, so the column is there but hidden (claim-columns.tsx).
    const [first, second] = rowsOf(table);
    expect(first!.slice(1)).toEqual([
      'C-1024-1-P',
      'Maria Lopez',
      'Medicare JC1EG4TE5MK73',
      '03/01/2026',
      'Ready to submit',
      '$1,250.5',
      '$0',
      '$1,250.5',
    ]);
    expect(second![5]).toBe('Denied');
    expect(second![6]).toBe('$99.99');
    const priority = within(table).getAllByText('high')[0]!.closest('td')!;
    expect(priority.className).toContain('mantine-visible-from-xl');

    await choose('Status', 'Denied');
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&list=claims&status=denied`));
    await choose('Priority', 'High');
    await waitFor(() => expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&list=claims&status=denied&priority=high`));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search claims' }), { target: { value: 'Doe' } });
    await waitFor(() =>
      expect(server!.requests.at(-1)?.url).toBe(`${LIST}?page=1&rowsPerPage=25&list=claims&status=denied&priority=high&search=Doe`),
    );

    fireEvent.click(within(table).getByText('C-1025-1-P'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/billing/claims/42'));
  });

  it('submits the selected claims and names the batch', async () => {
    server = signIn({
      'POST /api/vendor/claim-md/upload': ok({
        data: {
          batch: { id: 3, control_number: 17, file_name: '837P-000000017.txt', claims: 1, total_cents: 125050 },
          claims: [{ ...ready, status: 'submitted' }],
        },
      }),
    });
    renderApp('/supplier/billing/claims');
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Submit selected' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit selected (1)' }));
    await waitFor(() => expect(server!.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')!.body).toEqual({ claim_ids: [41] });
    expect(await screen.findByText(/837P-000000017\.txt \(control number 17\)/)).toBeTruthy();
    expect(screen.getByText(/\$1,250\.5 in/)).toBeTruthy();
  });

  it('shows which claims are not ready when the server refuses the batch', async () => {
    server = signIn({
      'POST /api/vendor/claim-md/upload': fail(409, 'Some claims are not ready.', {
        'claim_ids.1': ['Claim C-1025-1-P is denied, not ready.'],
      }),
    });
    renderApp('/supplier/billing/claims');
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit selected (2)' }));
    await waitFor(() => expect(server!.requests.find((r) => r.method === 'POST')?.body).toEqual({ claim_ids: [41, 42] }));
    const alert = await screen.findByText('Claim C-1025-1-P is denied, not ready.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Not submitted: some claims are not ready');
  });

  it('links only the billing screens the user may open', async () => {
    session.setLocation(21);
    try {
      server = signedInServer(supplierStaff(['billing claim view']), {
        [`GET ${LIST}?page=1&rowsPerPage=25&list=claims`]: ok(page([ready])),
      });
      renderApp('/supplier/billing/claims');
      const nav = await screen.findByRole('tablist', { name: 'Billing' });
      expect(
        within(nav)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['Claims', 'Coins', 'Declined', 'Pending', 'ERA']);
    } finally {
      session.setLocation(null);
    }
  });

  it('exports every claim of the current list as CSV in one call the server streams', async () => {
    const many = Array.from({ length: 100 }, (_, i) => makeClaim({ id: 100 + i, number: `C-${2000 + i}-1-P` }));
    server = signIn({
      [`GET ${LIST}?list=claims&page=1&rowsPerPage=100`]: ok(page(many, 101, 1, 100)),
      [`GET ${LIST}?list=claims&page=2&rowsPerPage=100`]: ok(page([denied], 101, 2, 100)),
    });
    const exports = answerCsvExports([...many, denied]);
    const created = vi.spyOn(URL, 'createObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/supplier/billing/claims');
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    // One call with the screen's list filter and no page: the server answers every row.
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.get('list')).toBe('claims');
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    expect(lines).toHaveLength(102);
    expect(lines.join('\n')).toContain('C-1025-1-P');
    exports.restore();
  });

  it('lists the denied lines with their reason codes on the declined list', async () => {
    server = signIn({ [`GET ${LIST}?page=1&rowsPerPage=25&list=declined`]: ok(page([denied])) });
    renderApp('/supplier/billing/declined');
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]![5]).toBe('E0431 CO-50: Not medically necessary (N115)');
  });
});
