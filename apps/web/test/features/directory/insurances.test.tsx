import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCsvExports, csvLines } from '../../csv-export';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { aetna, makeInsurance, supplier } from './fixtures';
import { wideText } from '../../table-text';

const medicare = makeInsurance();
const aetnaRow = makeInsurance({
  id: 6,
  payer_id: '60054',
  payer: aetna,
  requires_prior_auth: true,
  provider_number: 'AET-558120',
  notes: '',
});
const LIST = 'GET /api/vendor/insurances?page=1&rowsPerPage=25';

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, { [LIST]: ok(page([medicare, aetnaRow], 2)), ...extra });
}

const table = () => screen.findByRole('table', { name: 'Insurances' });
const firstCells = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => wideText(within(row).getAllByRole('cell')[0]!));

describe('supplier insurances', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('lists the company’s payers and asks the server for each sort, search and type filter', async () => {
    server = signIn({
      'GET /api/vendor/insurances?page=1&rowsPerPage=25&sortBy=name&sortType=asc': ok(page([aetnaRow, medicare], 2)),
      'GET /api/vendor/insurances?page=1&rowsPerPage=25&sortBy=name&sortType=asc&search=aet': ok(page([aetnaRow], 1)),
      'GET /api/vendor/insurances?page=1&rowsPerPage=25&sortBy=name&sortType=asc&search=aet&type=commercial': ok(page([aetnaRow], 1)),
    });
    renderApp('/supplier/insurances');
    expect(await screen.findByRole('heading', { name: 'Insurances' })).toBeTruthy();
    await waitFor(async () => expect(await firstCells()).toEqual(['Medicare DME MAC Jurisdiction B (CGS)Medicare', 'AetnaCommercial']));
    const aetnaCells = within(within(await table()).getAllByRole('row')[2]!)
      .getAllByRole('cell')
      .map(wideText);
    expect(aetnaCells.slice(0, 5)).toEqual(['AetnaCommercial', '60054', 'Active', 'In network', 'Required']);

    fireEvent.click(within(await table()).getByRole('button', { name: /Payer$/ }));
    await waitFor(async () => expect((await firstCells())[0]).toBe('AetnaCommercial'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search payers' }), { target: { value: 'aet' } });
    await waitFor(async () => expect(await firstCells()).toEqual(['AetnaCommercial']));
    fireEvent.click(screen.getByRole('combobox', { name: 'Payer type filter' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Commercial' }));
    await waitFor(() =>
      expect(server!.requests.at(-1)?.url).toBe(
        '/api/vendor/insurances?page=1&rowsPerPage=25&sortBy=name&sortType=asc&search=aet&type=commercial',
      ),
    );
  });

  it('adds a payer found in the payers list; the server’s 422 shows under the payer field', async () => {
    let attempts = 0;
    server = signIn({
      'GET /api/insurances?page=1&rowsPerPage=25': ok(page([aetna])),
      'GET /api/insurances?page=1&rowsPerPage=25&search=Aetna': ok(page([aetna])),
      'POST /api/vendor/insurances': (request) =>
        ++attempts === 1
          ? fail(422, 'This payer is already in your list.', { payer_id: ['This payer is already in your list.'] })(request)
          : ok({ data: aetnaRow })(request),
    });
    renderApp('/supplier/insurances');
    fireEvent.click(await screen.findByRole('button', { name: 'Add payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payer' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Payer/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Aetna · 60054' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Prior authorization required/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Provider number/ }), { target: { value: ' AET-558120 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payer' }));
    expect(await within(dialog).findByText('This payer is already in your list.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      payer_id: '60054',
      is_active: true,
      in_network: true,
      requires_prior_auth: true,
      provider_number: 'AET-558120',
      notes: '',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payer' }));
    expect(await screen.findByText('Aetna was added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payer' })).toBeNull());
  });

  it('edits the settings of a payer without sending the payer again', async () => {
    server = signIn({ 'PUT /api/vendor/insurances/5': ok({ data: { ...medicare, is_active: false } }) });
    renderApp('/supplier/insurances');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Medicare DME MAC Jurisdiction B (CGS)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Medicare DME MAC Jurisdiction B (CGS)' });
    expect((within(dialog).getByRole('textbox', { name: /Provider number/ }) as HTMLInputElement).value).toBe('OH4471020');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Accepting orders/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Medicare DME MAC Jurisdiction B (CGS) was saved')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      is_active: false,
      in_network: true,
      requires_prior_auth: false,
      provider_number: 'OH4471020',
      notes: 'Jurisdiction B; PA only for PMDs.',
    });
  });

  it('removes a payer only after confirming', async () => {
    server = signIn({ 'DELETE /api/vendor/insurances/6': () => ({ status: 204 }) });
    renderApp('/supplier/insurances');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Aetna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please, confirm action' })).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Aetna' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please, confirm action' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Aetna was removed')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/vendor/insurances/6']);
  });

  it('exports every payer of the current search as CSV', async () => {
    server = signIn({ 'GET /api/vendor/insurances?page=1&rowsPerPage=100': ok(page([medicare, aetnaRow], 2, 1, 100)) });
    const exports = answerCsvExports([medicare, aetnaRow]);
    const created = vi.spyOn(URL, 'createObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/supplier/insurances');
    await waitFor(async () => expect(await firstCells()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    // One call, which the server answers with every row.
    expect(exports.requests).toHaveLength(1);
    expect(exports.requests[0]!.searchParams.has('page')).toBe(false);
    const lines = await csvLines(created.mock.calls[0]![0] as Blob);
    // Every column, hidden ones too.
    expect(lines[0]).toBe('Payer,Payer ID,Type,Status,Network,Prior auth,Provider number,Notes,Added');
    expect(lines[2]).toBe('Aetna,60054,Commercial,Yes,Yes,Yes,AET-558120,,01/05/2026');
  });
});
