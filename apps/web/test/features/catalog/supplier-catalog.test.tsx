import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { fail, ok, page, signedInServer } from '../helpers';
import { renderApp } from '../../render-app';
import { CPAP, CPAP_INSURANCE, makeCarried, MASK, supplier, TREE } from './fixtures';

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    'GET /api/equipment?view=tree': ok({ data: TREE }),
    'GET /api/vendor/catalog?page=1&rowsPerPage=25': ok(
      page([makeCarried(), makeCarried({ id: 71, equipment: MASK, price_cents: 4_500, is_active: false })]),
    ),
    'GET /api/vendor/catalog?page=1&rowsPerPage=100': ok(page([makeCarried()], 1, 1, 100)),
    'GET /api/vendor/catalog?page=1&rowsPerPage=100&subcategory_id=12': ok(page([], 0, 1, 100)),
    'GET /api/equipment?view=items&page=1&rowsPerPage=25&subcategory_id=12': ok(page([MASK], 18)),
    'GET /api/equipment/897': ok({ data: { ...CPAP, insurance: CPAP_INSURANCE } }),
    ...extra,
  });
}

describe('supplier catalog', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('"Catalog" in the menu opens the items the company carries, with prices and state', async () => {
    server = signIn();
    const { router } = renderApp('/supplier/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Catalog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/catalog/view'));
    const table = await screen.findByRole('table', { name: 'My catalog' });
    // The code shows twice in a row: in its column, and under the name for phones.
    const rowOf = async (hcpcs: string) => (await within(table).findAllByText(hcpcs))[0]!.closest('tr')!;
    const row = await rowOf('A7030');
    expect(within(row).getByText('$45')).toBeTruthy();
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(within(await rowOf('E0601')).getByText('$899.5')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My catalog', 'Add items', 'Presets']);
  });

  it('editing an item sends its new price in cents; a bad price is refused under the field', async () => {
    const bodies: unknown[] = [];
    let reply: FakeHandler = fail(422, 'Invalid', { price_cents: ['The price may not be greater than $1,000,000.'] });
    server = signIn({
      'POST /api/vendor/catalog': (r) => {
        bodies.push(r.body);
        return reply(r);
      },
    });
    renderApp('/supplier/catalog/view');
    const table = await screen.findByRole('table', { name: 'My catalog' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Edit E0601' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit catalog item' });
    const price = within(dialog).getByLabelText(/^Price/) as HTMLInputElement;
    expect(price.value).toBe('$899.5');
    fireEvent.change(price, { target: { value: '925.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The price may not be greater than $1,000,000.')).toBeTruthy();
    reply = (r) => ({ status: 200, data: { data: makeCarried({ price_cents: (r.body as { price_cents: number }).price_cents }) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit catalog item' })).toBeNull());
    expect(bodies.at(-1)).toEqual({ equipment_id: 897, price_cents: 92_525, is_active: true });
  });

  it('adds items from the same tree and lists, with the open level in the query string', async () => {
    let added: unknown = null;
    server = signIn({
      'POST /api/vendor/catalog': (r) => {
        added = r.body;
        return { status: 201, data: { data: makeCarried({ equipment: MASK, price_cents: 3_999 }) } };
      },
    });
    const { router } = renderApp('/supplier/catalog/add');
    const tree = await screen.findByRole('navigation', { name: 'Catalog categories' });
    const supplies = within(tree).getByRole('link', { name: 'CPAP/BiPAP supplies' });
    expect(supplies.getAttribute('href')).toBe('/supplier/catalog/add?category=10&subcategory=12');
    fireEvent.click(supplies);
    await waitFor(() => expect(router.state.location.search).toBe('?category=10&subcategory=12'));
    const table = await screen.findByRole('table', { name: 'Items of CPAP/BiPAP supplies' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Add A7030 to my catalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my catalog' });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '39.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to catalog' }));
    await waitFor(() => expect(added).toEqual({ equipment_id: 901, price_cents: 3_999, is_active: true }));
    expect(await screen.findByText('A7030 added to your catalog')).toBeTruthy();
  });
});
