import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EquipmentSearchHit } from '@dme/contract';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { CPAP, CPAP_INSURANCE, doctor, MASK } from './fixtures';

const hit = (item: typeof CPAP, over: Partial<EquipmentSearchHit> = {}): EquipmentSearchHit => ({
  ...item,
  requires_prior_auth: false,
  requires_cmn: false,
  requires_f2f: true,
  max_units: 1,
  price_cents: null,
  manufacturers: [],
  ...over,
});
const SEARCH = (words: string) => `GET /api/doctor/equipment?page=1&rowsPerPage=25&search=${words}`;

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(doctor, {
    'GET /api/equipment/897': ok({ data: { ...CPAP, insurance: CPAP_INSURANCE } }),
    'GET /api/doctor/catalog-presets?page=1&rowsPerPage=100': ok(page([])),
    ...extra,
  });
}

describe("doctor catalog: the items' add search", () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('is a tab of the catalog; typed words list the hits with their place and flags; the arrows and Enter open one', async () => {
    server = signIn({ [SEARCH('airway')]: ok(page([hit(MASK), hit(CPAP)])) });
    renderApp('/doctor/catalog/items/add');
    expect((await screen.findByRole('tab', { name: 'Find items' })).getAttribute('aria-selected')).toBe('true');
    const field = screen.getByRole('searchbox', { name: 'Find an item' });
    expect(screen.getByText(/Type at least 2 characters/)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'airway' } });
    const list = await screen.findByRole('list', { name: 'Matching items' });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.slice(0, 5))).toEqual(['A7030', 'E0601']);
    expect(rows[1]!.textContent).toContain('Respiratory & sleep › Sleep therapy (CPAP/BiPAP)');
    expect(within(rows[1]!).getByText('Rx')).toBeTruthy();
    expect(within(rows[1]!).getByText('F2F')).toBeTruthy();
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: `E0601 · ${CPAP.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to preset' }));
    expect(await screen.findByRole('dialog', { name: 'Add to a preset' })).toBeTruthy();
  });

  it('says when nothing matches, and offers a retry when the search fails', async () => {
    let failing = true;
    server = signIn({
      [SEARCH('zzqx')]: ok(page([])),
      [SEARCH('cpap')]: (request) => (failing ? fail(500, 'Server Error')(request) : ok(page([hit(CPAP)]))(request)),
    });
    renderApp('/doctor/catalog/items/add');
    const field = await screen.findByRole('searchbox', { name: 'Find an item' });
    fireEvent.change(field, { target: { value: 'zzqx' } });
    expect(await screen.findByText('No item matches “zzqx”.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'cpap' } });
    // The http client's toast says the server's message; the screen keeps its own alert with a retry.
    const alert = (await screen.findByText('The search failed', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain('Server Error');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Matching items' })).toBeTruthy();
  });
});
