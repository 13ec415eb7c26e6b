import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { setViewportWidth } from '../../setup';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, makeItem, makeOrder } from '../orders/fixtures';
import { MASK_STOCK, makeStockItem, stockAnswer, SUPPLIES_URL, TREE_URL, WALKER_STOCK } from './fixtures';

const ADD_URL = 'POST /api/doctor/orders/41/commons';
const MASK_LINE = makeItem({ id: 302, equipment_id: 55, hcpcs: 'A7030', name: 'Full face mask', quantity: 2, sku: 'RESMED-F20-M' });

function signIn(order: Order, routes: Record<string, FakeHandler> = {}) {
  session.setLocation(null);
  return signedInServer(doctor, {
    'GET /api/doctor/orders/41': ok({ data: order }),
    [TREE_URL]: ok(stockAnswer([WALKER_STOCK, MASK_STOCK])),
    [SUPPLIES_URL]: ok(stockAnswer([MASK_STOCK])),
    ...routes,
  });
}

const maskRow = async () => {
  const table = await screen.findByRole('table', { name: 'Stock of CPAP/BiPAP supplies' });
  return (await within(table).findByText('RESMED-F20-M')).closest('tr')!;
};

describe('the order’s items tab: office stock', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('offers a "Stock" view beside the catalog that browses the office stock inside the order', async () => {
    server = signIn(makeOrder());
    const { router } = renderApp('/doctor/orders/41/edit/items/catalog/category');
    const views = await screen.findByRole('tablist', { name: 'Items views' });
    const stock = within(views).getByRole('tab', { name: 'Stock' });
    expect(
      within(views)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Cart (1)', 'Add', 'Catalog', 'Stock', 'Presets', 'Recommended']);
    fireEvent.click(stock);
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/orders/41/edit/items/stock/category'));
    const tree = await screen.findByRole('navigation', { name: 'Stock categories' });
    fireEvent.click(within(tree).getByRole('link', { name: 'CPAP/BiPAP supplies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/orders/41/edit/items/stock/10/12'));
    expect(await maskRow()).toBeTruthy();
  });

  it('"Add to order" dispenses the chosen quantity from that shelf (sends `stock`) and refreshes the order', async () => {
    let order = makeOrder();
    server = signIn(order, {
      'GET /api/doctor/orders/41': () => ({ status: 200, data: { data: order } }),
      [ADD_URL]: () => {
        order = makeOrder({ commons: [makeItem(), MASK_LINE] });
        return { status: 200, data: { data: order.commons } };
      },
    });
    renderApp('/doctor/orders/41/edit/items/stock/10/12');
    const row = await maskRow();
    const add = within(row).getByRole('button', { name: 'Add A7030 (RESMED-F20-M) to the order' });
    const plus = within(row).getByRole('button', { name: 'Increase quantity of a7030 (resmed-f20-m)' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    // At most the free units (3).
    fireEvent.click(plus);
    expect((within(row).getByRole('textbox', { name: 'Quantity of A7030 (RESMED-F20-M)' }) as HTMLInputElement).value).toBe('3');
    expect(plus.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Decrease quantity of a7030 (resmed-f20-m)' }));
    fireEvent.click(add);

    await waitFor(() =>
      expect(server!.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { items: [{ equipment_id: 55, quantity: 2, stock: { sku_id: 7, warehouse_id: 4 } }] },
      ]),
    );
    expect(await screen.findByText('2 × A7030 from Bennett Downtown Closet was added to the order')).toBeTruthy();
    const views = screen.getByRole('tablist', { name: 'Items views' });
    expect(await within(views).findByRole('tab', { name: 'Cart (2)' })).toBeTruthy();
    // The free units are asked for again.
    await waitFor(() => expect(server!.requests.filter((r) => r.url.endsWith('subcategory_id=12')).length).toBeGreaterThan(1));
  });

  it('shows the server’s reason when it refuses the stock (422 on items.0.stock)', async () => {
    const reason = 'There is no such stock at your offices.';
    server = signIn(makeOrder(), { [ADD_URL]: fail(422, reason, { 'items.0.stock': [reason] }) });
    renderApp('/doctor/orders/41/edit/items/stock/10/12');
    const row = await maskRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Add A7030 (RESMED-F20-M) to the order' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(/was added to the order/)).toBeNull();
  });

  it('once the order went to the supplier, the buttons are disabled and say why', async () => {
    server = signIn(makeOrder({ status: 10, status_name: 'Intake' }));
    renderApp('/doctor/orders/41/edit/items/stock/10/12');
    const row = await maskRow();
    const add = within(row).getByRole('button', { name: 'Add A7030 (RESMED-F20-M) to the order' });
    expect(add.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('The order was sent to the supplier: its items and diagnoses can no longer change here.');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('stock another supplier keeps cannot go onto an order to this one', async () => {
    const theirs = makeStockItem({ sku_id: 11, sku: 'PR-F20', supplier: { id: 2, name: 'Prairie Home Medical' } });
    server = signIn(makeOrder(), { [SUPPLIES_URL]: ok(stockAnswer([theirs])) });
    renderApp('/doctor/orders/41/edit/items/stock/10/12');
    const table = await screen.findByRole('table', { name: 'Stock of CPAP/BiPAP supplies' });
    const row = (await within(table).findByText('PR-F20')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Add A7030 (PR-F20) to the order' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByText('Kept by Prairie Home Medical; this order goes to Sunrise Medical Supply.')).toBeTruthy();
  });

  it('on a phone each shelf is one cell: item, SKU and shelf under it, free units and the add controls', async () => {
    setViewportWidth(390);
    server = signIn(makeOrder());
    renderApp('/doctor/orders/41/edit/items/stock/10/12');
    const table = await screen.findByRole('table', { name: 'Stock of CPAP/BiPAP supplies' });
    const row = (await within(table).findByText('RESMED-F20-M · ResMed · AirFit F20 (M)')).closest('tr')!;
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    expect(within(row).getByText('Downtown Office (Bennett Downtown Closet) · Sunrise Medical Supply')).toBeTruthy();
    expect(within(row).getByText('3 available')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Add A7030 (RESMED-F20-M) to the order' }).hasAttribute('disabled')).toBe(false);
  });
});
