import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, signedInServer } from '../helpers';
import { doctor } from '../orders/fixtures';
import { CATEGORIES, MASK_STOCK, RESPIRATORY_URL, stockAnswer, SUPPLIES_URL, TREE_URL, WALKER_STOCK, makeStockItem } from './fixtures';

function signIn(routes: Record<string, FakeHandler>) {
  session.setLocation(null);
  return signedInServer(doctor, routes);
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('doctor office stock', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('the sidebar "Stock" opens the categories holding office stock, with their item counts as links', async () => {
    server = signIn({ [TREE_URL]: ok(stockAnswer([WALKER_STOCK, MASK_STOCK])) });
    const { router } = renderApp('/doctor/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Stock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/stock/category'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Office stock' })).toBeTruthy();
    const tree = await screen.findByRole('navigation', { name: 'Stock categories' });
    const sections = within(tree).getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Mobility', 'Respiratory & sleep']);
    const respiratory = within(tree).getByRole('region', { name: 'Respiratory & sleep' });
    expect(within(respiratory).getByLabelText('2 items', { selector: '.mantine-Badge-root' })).toBeTruthy();
    expect(
      within(respiratory)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Respiratory & sleep', '/doctor/stock/10'],
      ['CPAP/BiPAP supplies', '/doctor/stock/10/12'],
    ]);
  });

  it('searching lists matching stock across every category', async () => {
    server = signIn({
      [TREE_URL]: ok(stockAnswer([WALKER_STOCK, MASK_STOCK])),
      'GET /api/doctor/inventory?page=1&rowsPerPage=25&search=F20': ok(stockAnswer([MASK_STOCK])),
    });
    renderApp('/doctor/stock/category');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the office stock' }), { target: { value: 'F20' } });
    const table = await screen.findByRole('table', { name: 'Search results' });
    const row = (await within(table).findByText('RESMED-F20-M')).closest('tr')!;
    expect(cellsOf(row)[1]).toBe('Full face maskCPAP/BiPAP supplies');
    expect(screen.queryByRole('navigation', { name: 'Stock categories' })).toBeNull();
  });

  it('says so when no stock is kept at the practice’s offices', async () => {
    server = signIn({ [TREE_URL]: ok(stockAnswer([], [])) });
    renderApp('/doctor/stock/category');
    expect(await screen.findByText('No stock is kept at your offices')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows the server’s reason when the stock cannot be loaded', async () => {
    server = signIn({ [TREE_URL]: fail(500, 'The stock service is down.') });
    renderApp('/doctor/stock/category');
    const alert = await screen.findByRole('alert', { name: /The office stock could not be loaded/ });
    expect(within(alert).getByText('The stock service is down.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a category shows its subcategories and the items of all of them', async () => {
    server = signIn({
      [TREE_URL]: ok(stockAnswer([WALKER_STOCK, MASK_STOCK])),
      [RESPIRATORY_URL]: ok(stockAnswer([MASK_STOCK])),
    });
    const { router } = renderApp('/doctor/stock/10');
    const subs = await screen.findByRole('list', { name: 'Subcategories' });
    const link = within(subs).getByRole('link', { name: 'CPAP/BiPAP supplies (2)' });
    expect(link.getAttribute('href')).toBe('/doctor/stock/10/12');
    const table = await screen.findByRole('table', { name: 'Stock of Respiratory & sleep' });
    expect(await within(table).findByText('RESMED-F20-M')).toBeTruthy();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/stock/10/12'));
  });

  it('a subcategory lists its stock, server-paged: HCPCS, item, SKU, maker/model, office, supplier, available', async () => {
    const second = makeStockItem({ sku_id: 9, sku: 'RESMED-F20-L', model: 'AirFit F20 (L)', available: 1 });
    server = signIn({
      [TREE_URL]: ok(stockAnswer([WALKER_STOCK, MASK_STOCK])),
      [SUPPLIES_URL]: ok(stockAnswer([MASK_STOCK, second], CATEGORIES, 30)),
      'GET /api/doctor/inventory?page=2&rowsPerPage=25&subcategory_id=12': ok({
        ...stockAnswer([second], CATEGORIES, 30),
        meta: { total: 30, page: 2, rowsPerPage: 25 },
      }),
    });
    renderApp('/doctor/stock/10/12');
    const table = await screen.findByRole('table', { name: 'Stock of CPAP/BiPAP supplies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['HCPCS', 'Item', 'SKU', 'Maker / model', 'Office', 'Supplier', 'Available']);
    const row = (await within(table).findByText('RESMED-F20-M')).closest('tr')!;
    expect(cellsOf(row)).toEqual([
      'A7030',
      'Full face mask',
      'RESMED-F20-M',
      'ResMedAirFit F20 (M)',
      'Downtown OfficeBennett Downtown Closet',
      'Sunrise Medical Supply',
      '3',
    ]);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Respiratory & sleep' }).getAttribute('href')).toBe('/doctor/stock/10');
    expect(within(trail).getByRole('link', { name: 'Office stock' }).getAttribute('href')).toBe('/doctor/stock/category');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(server!.requests.map((r) => r.url)).toContain('/api/doctor/inventory?page=2&rowsPerPage=25&subcategory_id=12'),
    );
  });

  it('an unknown category says so and links back', async () => {
    server = signIn({ [TREE_URL]: ok(stockAnswer([MASK_STOCK])) });
    renderApp('/doctor/stock/99');
    expect(await screen.findByText('Not in your office stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the office stock' }).getAttribute('href')).toBe('/doctor/stock/category');
  });
});
