import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { ok, page, signedInServer } from '../helpers';
import { CPAP, CPAP_INSURANCE, doctor, MASK, TREE } from './fixtures';

const TREE_URL = 'GET /api/equipment?view=tree';
const SLEEP_ITEMS = 'GET /api/equipment?view=items&page=1&rowsPerPage=25&subcategory_id=11';
const RESPIRATORY_ITEMS = 'GET /api/equipment?view=items&page=1&rowsPerPage=25&category_id=10';

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(doctor, {
    [TREE_URL]: ok({ data: TREE }),
    [SLEEP_ITEMS]: ok(page([CPAP], 17)),
    [RESPIRATORY_ITEMS]: ok(page([CPAP, MASK], 35)),
    'GET /api/equipment/897': ok({ data: { ...CPAP, insurance: CPAP_INSURANCE } }),
    ...extra,
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('doctor catalog: the category tree', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('the sidebar "Catalog" opens the tree: each category with its subcategories', async () => {
    server = signIn();
    const { router } = renderApp('/doctor/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: 'Catalog' });
    expect(link.getAttribute('href')).toBe('/doctor/catalog/items/category');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/catalog/items/category'));

    const tree = await screen.findByRole('navigation', { name: 'Catalog categories' });
    const sections = within(tree).getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Mobility', 'Respiratory & sleep']);
    const respiratory = within(tree).getByRole('region', { name: 'Respiratory & sleep' });
    expect(
      within(respiratory)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Respiratory & sleep', '/doctor/catalog/items/10'],
      ['Sleep therapy (CPAP/BiPAP)', '/doctor/catalog/items/10/11'],
      ['CPAP/BiPAP supplies', '/doctor/catalog/items/10/12'],
    ]);
  });

  it('a subcategory lists its items (HCPCS, name, rental or purchase, refill) and a row opens the details', async () => {
    server = signIn();
    const { router } = renderApp('/doctor/catalog/items/category');
    const tree = await screen.findByRole('navigation', { name: 'Catalog categories' });
    fireEvent.click(within(tree).getByRole('link', { name: 'Sleep therapy (CPAP/BiPAP)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/catalog/items/10/11'));

    const table = await screen.findByRole('table', { name: 'Items of Sleep therapy (CPAP/BiPAP)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['HCPCS', 'Name', 'Rental / purchase', 'Refill frequency', 'Actions']);
    const row = (await within(table).findByText('E0601')).closest('tr')!;
    expect(cellsOf(row).slice(0, 4)).toEqual(['E0601', CPAP.name, 'Rental', '—']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Respiratory & sleep' }).getAttribute('href')).toBe('/doctor/catalog/items/10');

    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: `E0601 · ${CPAP.name}` });
    expect(await within(dialog).findByText('RR, KX')).toBeTruthy();
    expect(within(dialog).getByText('Face-to-face').nextSibling?.textContent).toBe('Yes');
    expect(within(dialog).getByRole('button', { name: 'Add E0601 to a preset' })).toBeTruthy();
  });

  it('a category shows its subcategories as links and the items of all of them', async () => {
    server = signIn();
    const { router } = renderApp('/doctor/catalog/items/10');
    const subs = await screen.findByRole('list', { name: 'Subcategories' });
    expect(
      within(subs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/doctor/catalog/items/10/11', '/doctor/catalog/items/10/12']);
    const table = await screen.findByRole('table', { name: 'Items of Respiratory & sleep' });
    const maskRow = (await within(table).findByText('A7030')).closest('tr')!;
    expect(cellsOf(maskRow).slice(0, 5)).toEqual(['A7030', MASK.name, 'CPAP/BiPAP supplies', 'Purchase', 'Every 3 months']);
    fireEvent.click(within(subs).getByRole('link', { name: /CPAP\/BiPAP supplies/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/catalog/items/10/12'));
  });

  it('an unknown category says so and links back to the tree', async () => {
    server = signIn();
    renderApp('/doctor/catalog/items/99');
    expect(await screen.findByText('Not in the catalog')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the catalog' }).getAttribute('href')).toBe('/doctor/catalog/items/category');
  });

  it('searching the tree lists matching items across the catalogue', async () => {
    server = signIn({ 'GET /api/equipment?view=items&page=1&rowsPerPage=25&search=E0601': ok(page([CPAP])) });
    renderApp('/doctor/catalog/items/category');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the catalog' }), { target: { value: 'E0601' } });
    const table = await screen.findByRole('table', { name: 'Search results' });
    expect(await within(table).findByText('Sleep therapy (CPAP/BiPAP)')).toBeTruthy();
  });

  it('"Add to preset" on an item starts a new preset with it', async () => {
    let created: unknown = null;
    server = signIn({
      'GET /api/doctor/catalog-presets?page=1&rowsPerPage=100': ok(page([], 0, 1, 100)),
      'POST /api/doctor/catalog-presets': (r) => {
        created = r.body;
        return { status: 201, data: { data: { id: 9, name: 'CPAP set', items: [], created_at: '', updated_at: '' } } };
      },
    });
    renderApp('/doctor/catalog/items/10/11');
    const table = await screen.findByRole('table', { name: 'Items of Sleep therapy (CPAP/BiPAP)' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Add E0601 to a preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to a preset' });
    // With no presets yet, a new one is the choice.
    expect(((await within(dialog).findByRole('radio', { name: 'A new preset' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to preset' }));
    expect(await within(dialog).findByText('The name field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name of the new preset/), { target: { value: 'CPAP set' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to preset' }));
    await waitFor(() => expect(created).toEqual({ name: 'CPAP set', items: [{ equipment_id: 897, qty: 2 }] }));
    expect(await screen.findByText('E0601 added to “CPAP set”')).toBeTruthy();
  });
});
