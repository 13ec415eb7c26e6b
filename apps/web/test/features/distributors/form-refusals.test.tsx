import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InventorySku, StockSkuSummary } from '@dme/contract';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { makeItem, makeOrder } from '../orders/fixtures';
import { cleveland, columbus, cpap, makeDetail, mask, mckesson, medline, walker } from './fixtures';

// Each form of the feature puts a server's 422 on the field it names, even where the request numbers its lines
// otherwise than the screen shows them.

const ORDERS = '/api/vendor/distribution-orders';
const ORDER = `${ORDERS}/77`;
const INVENTORY = '/api/vendor/inventory?page=1&rowsPerPage=25&sortBy=sku&sortType=asc';
const draft = makeDetail({ status: 'draft', status_name: 'Draft', sent_at: null });

const inventorySku = (sku: StockSkuSummary, overrides: Partial<InventorySku> = {}): InventorySku => ({
  ...sku,
  unit_cost_cents: 3500,
  equipment: { ...sku.equipment, is_otc: false },
  quantity: 3,
  reserved: 0,
  available: 3,
  below_par: false,
  archived: false,
  ...overrides,
});

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    [`GET ${ORDER}`]: ok({ data: draft }),
    [`GET ${INVENTORY}`]: ok(page([inventorySku(mask), inventorySku(walker)])),
    'GET /api/vendor/distributors?sortBy=name&sortType=asc&page=1&rowsPerPage=100': ok(page([medline, mckesson], 2, 1, 100)),
    'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc': ok(page([columbus, cleveland], 2, 1, 100)),
    ...extra,
  });
}

/** Every request of `method` to `url`, by its body; each answered with the handler. */
function recorded(answer: FakeHandler) {
  const bodies: unknown[] = [];
  const handler: FakeHandler = (request) => {
    bodies.push(request.body);
    return answer(request);
  };
  return { bodies, handler };
}

async function pick(scope: HTMLElement, name: RegExp | string, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const invalid = (input: HTMLElement) => input.getAttribute('aria-invalid') === 'true';

describe('distributors forms refused by the server', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('price list: the SKU and price refusals land under their fields', async () => {
    const post = recorded(
      fail(422, 'The given data was invalid.', {
        sku_id: ['WLK-E0143-001 is on the price list already.'],
        price_cents: ['The price may not be greater than $1,000,000.'],
      }),
    );
    server = signIn({
      'GET /api/vendor/distributors/5': ok({ data: medline }),
      'GET /api/vendor/distributors/5/products?page=1&rowsPerPage=25': ok(page([])),
      'POST /api/vendor/distributors/5/products': post.handler,
    });
    renderApp('/supplier/stock/distributors/5/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = await screen.findByRole('form', { name: 'Add product' });
    await pick(form, /SKU/, 'WLK-E0143-001 — Drive Medical Folding walker, two-button');
    fireEvent.change(within(form).getByRole('textbox', { name: /Price/ }), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));

    expect(await within(form).findByText('WLK-E0143-001 is on the price list already.')).toBeTruthy();
    expect(within(form).getByText('The price may not be greater than $1,000,000.')).toBeTruthy();
    expect(invalid(within(form).getByRole('combobox', { name: /SKU/ }))).toBe(true);
    expect(invalid(within(form).getByRole('textbox', { name: /Price/ }))).toBe(true);
    expect(post.bodies).toEqual([{ sku_id: 103, item_number: '', price_cents: 1200 }]);
  });

  it('add item: the new line’s refusal lands under its field, another line’s above the button', async () => {
    const put = recorded(
      fail(422, 'The given data was invalid.', {
        'lines.2.quantity': ['The quantity may not be greater than 100000.'],
        'lines.0.sku_id': ['RESMED-F20-M is archived.'],
      }),
    );
    server = signIn({ [`PUT ${ORDER}`]: put.handler });
    renderApp('/supplier/stock/distributors-orders/77/add-item');
    const form = await screen.findByRole('form', { name: 'Add item' });
    // Checked here first: no SKU chosen.
    fireEvent.click(within(form).getByRole('button', { name: 'Add to order' }));
    expect(await within(form).findByText('Choose the SKU to order.')).toBeTruthy();
    expect(put.bodies).toHaveLength(0);

    await pick(form, /SKU/, 'WLK-E0143-001 — Drive Medical Folding walker, two-button');
    fireEvent.change(within(form).getByRole('textbox', { name: /Quantity/ }), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to order' }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ lines: [{ id: 601 }, { id: 602 }, { sku_id: 103, quantity: 3 }] });
    expect(await within(form).findByText('The quantity may not be greater than 100000.')).toBeTruthy();
    expect(invalid(within(form).getByRole('textbox', { name: /Quantity/ }))).toBe(true);
    expect(within(form).getByRole('alert').textContent).toBe('RESMED-F20-M is archived.');
  });

  it('by SKU: a line’s price refusal lands under that line’s price', async () => {
    const put = recorded(fail(422, 'The given data was invalid.', { 'lines.1.unit_price_cents': ['The price must be whole cents.'] }));
    server = signIn({ [`PUT ${ORDER}`]: put.handler });
    renderApp('/supplier/stock/distributors-orders/77/sku');
    const table = await screen.findByRole('table', { name: 'Draft lines' });
    fireEvent.change(within(table).getByRole('textbox', { name: 'Unit price of RESMED-AS10-001' }), { target: { value: '399' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lines' }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toEqual({
      lines: [
        { id: 601, sku_id: 101, quantity: 10, unit_price_cents: 8010 },
        { id: 602, sku_id: 102, quantity: 2, unit_price_cents: 39_900 },
      ],
    });
    expect(await within(table).findByText('The price must be whole cents.')).toBeTruthy();
    expect(invalid(within(table).getByRole('textbox', { name: 'Unit price of RESMED-AS10-001' }))).toBe(true);
    expect(invalid(within(table).getByRole('textbox', { name: 'Unit price of RESMED-F20-M' }))).toBe(false);

    // Reset puts the draft's lines back and clears the refusal.
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(table).queryByText('The price must be whole cents.')).toBeNull());
    expect((within(table).getByRole('textbox', { name: 'Unit price of RESMED-AS10-001' }) as HTMLInputElement).value).toBe('$405');
  });

  it('OTC: a refused line lands under the units typed for its SKU', async () => {
    const put = recorded(
      fail(422, 'The given data was invalid.', { 'lines.2.quantity': ['The quantity may not be greater than 100000.'] }),
    );
    server = signIn({
      'GET /api/vendor/inventory?page=1&rowsPerPage=100&sortBy=sku&sortType=asc&otc=1': ok(page([inventorySku(walker)], 1, 1, 100)),
      [`PUT ${ORDER}`]: put.handler,
    });
    renderApp('/supplier/stock/distributors-orders/77/otc');
    const units = await screen.findByRole('textbox', { name: 'Units of WLK-E0143-001 to add' });
    fireEvent.change(units, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to order (1)' }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ lines: [{ id: 601 }, { id: 602 }, { sku_id: 103, quantity: 4 }] });
    expect(await screen.findByText('The quantity may not be greater than 100000.')).toBeTruthy();
    expect(invalid(screen.getByRole('textbox', { name: 'Units of WLK-E0143-001 to add' }))).toBe(true);
  });

  it('distributor tab: the refusal of the distributor shows under the select', async () => {
    const put = recorded(fail(422, 'The given data was invalid.', { distributor_id: ['McKesson Medical has no account number.'] }));
    server = signIn({ [`PUT ${ORDER}`]: put.handler });
    renderApp('/supplier/stock/distributors-orders/77/distributor');
    await screen.findByRole('heading', { name: 'Another distributor' });
    await pick(document.body, 'Distributor', 'McKesson Medical');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('McKesson Medical has no account number.')).toBeTruthy();
    expect(put.bodies).toEqual([{ distributor_id: 6 }]);
    expect(invalid(screen.getByRole('combobox', { name: 'Distributor' }))).toBe(true);
  });

  it('with request: the lines are numbered among those ticked; a refusal lands on the order line it was for', async () => {
    const mattress = makeItem({ id: 301, name: 'Pressure mattress', equipment_id: 13 });
    const device = makeItem({ id: 302, name: 'CPAP device', equipment_id: 12 });
    const post = recorded(fail(422, 'The given data was invalid.', { 'lines.0.quantity': ['Only 1 is ordered on this line.'] }));
    server = signIn({
      'GET /api/vendor/orders/41': ok({ data: makeOrder({ warehouse_id: 31, commons: [mattress, device] }) }),
      'GET /api/vendor/inventory?page=1&rowsPerPage=25&sortBy=sku&sortType=asc&equipment_id=12': ok(page([inventorySku(cpap)])),
      [`POST ${ORDERS}`]: post.handler,
    });
    renderApp('/supplier/stock/distributors-orders/create/with-request?order_id=41&distributor_id=5');
    const table = await screen.findByRole('table', { name: 'Lines to buy for' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Buy for Pressure mattress' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    // Checked here first: the ticked line has no SKU.
    expect(await within(table).findByText('Choose the SKU to buy.')).toBeTruthy();
    expect(post.bodies).toHaveLength(0);

    await pick(table, 'SKU for CPAP device', 'RESMED-AS10-001 — ResMed AirSense 10 AutoSet');
    fireEvent.change(within(table).getByRole('textbox', { name: 'Quantity for CPAP device' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(post.bodies).toHaveLength(1));
    expect(post.bodies[0]).toEqual({
      kind: 'request',
      order_id: 41,
      distributor_id: 5,
      warehouse_id: 31,
      lines: [{ sku_id: 102, quantity: 2, order_item_id: 302 }],
    });
    expect(await within(table).findByText('Only 1 is ordered on this line.')).toBeTruthy();
    expect(invalid(within(table).getByRole('textbox', { name: 'Quantity for CPAP device' }))).toBe(true);
    expect(invalid(within(table).getByRole('textbox', { name: 'Quantity for Pressure mattress' }))).toBe(false);
  });
});
