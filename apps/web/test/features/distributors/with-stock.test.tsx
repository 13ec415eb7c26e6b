import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, page, signedInServer } from '../helpers';
import { cleveland, columbus, cpap, makeDetail, makeLine, makeProposalLine, mask, mckesson, medline, walker } from './fixtures';

const BASE = '/api/vendor/distribution-orders';
const PROPOSAL = `${BASE}/proposal?warehouse_id=31&distributor_id=5`;

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, {
    'GET /api/vendor/distributors?sortBy=name&sortType=asc&page=1&rowsPerPage=100': ok(page([medline, mckesson], 2, 1, 100)),
    'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc': ok(page([columbus, cleveland], 2, 1, 100)),
    [`GET ${PROPOSAL}`]: ok({
      data: [
        makeProposalLine(mask, { available: 3, proposed_quantity: 4, on_order: 3 }),
        makeProposalLine(walker, { proposed_quantity: 7, item_number: null, price_cents: null, unit_price_cents: 3500 }),
        makeProposalLine(cpap, { proposed_quantity: 2, price_cents: 40_500, unit_price_cents: 40_500 }),
      ],
    }),
    ...extra,
  });
}

const rowOf = (table: HTMLElement, sku: string) => table.querySelector<HTMLElement>(`tr[data-line="${sku}"]`)!;

describe('a with-stock distribution order', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('loads the warehouse’s proposal, takes the edited lines, shows a refused line under it, then opens the new draft', async () => {
    const posts: unknown[] = [];
    const created = makeDetail({
      id: 90,
      status: 'draft',
      status_name: 'Draft',
      sent_at: null,
      lines: [makeLine(mask, { quantity: 6 })],
      events: [],
    });
    server = signIn({
      [`POST ${BASE}`]: (request) => {
        posts.push(request.body);
        return posts.length === 1
          ? fail(422, 'WLK-E0143-001 is archived.', { 'lines.1.sku_id': ['WLK-E0143-001 is archived.'] })(request)
          : { status: 201, data: { data: created } };
      },
      [`GET ${BASE}/90`]: ok({ data: created }),
    });
    const { router } = renderApp('/supplier/stock/distributors-orders/create/with-stock?distributor_id=5');
    expect(await screen.findByRole('heading', { name: 'New order with stock' })).toBeTruthy();
    // The distributor came with the link; the proposal waits for the warehouse.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Distributor/ }) as HTMLInputElement).value).toBe('Medline Industries'),
    );
    expect(screen.getByText('Choose the distributor and the warehouse to see what to reorder.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create draft' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('combobox', { name: /Warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Columbus Stockroom' }));
    const table = await screen.findByRole('table', { name: 'Proposed lines' });
    expect(server.requests.some((r) => r.url === PROPOSAL)).toBe(true);
    expect(within(rowOf(table, 'RESMED-F20-M')).getByText('3 free of 6 · 3 on order · PAR 10')).toBeTruthy();
    expect(within(rowOf(table, 'WLK-E0143-001')).getByText(/not on the distributor’s list: unit cost \$35/)).toBeTruthy();
    expect(
      (within(rowOf(table, 'RESMED-F20-M')).getByRole('textbox', { name: 'Quantity of RESMED-F20-M' }) as HTMLInputElement).value,
    ).toBe('4');

    fireEvent.change(within(rowOf(table, 'RESMED-F20-M')).getByRole('textbox', { name: 'Quantity of RESMED-F20-M' }), {
      target: { value: '6' },
    });
    fireEvent.change(within(rowOf(table, 'WLK-E0143-001')).getByRole('textbox', { name: 'Unit price of WLK-E0143-001' }), {
      target: { value: '31.50' },
    });
    fireEvent.click(within(rowOf(table, 'RESMED-AS10-001')).getByRole('button', { name: 'Remove RESMED-AS10-001' }));
    await waitFor(() => expect(within(table).queryByText('RESMED-AS10-001')).toBeNull());
    expect(screen.getByTestId('lines-total').textContent).toBe('Total $701.1');

    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      kind: 'stock',
      distributor_id: 5,
      warehouse_id: 31,
      lines: [
        { sku_id: 101, quantity: 6, unit_price_cents: 8010 },
        { sku_id: 103, quantity: 7, unit_price_cents: 3150 },
      ],
    });
    // The refusal names the second line: it shows there, and nothing was created.
    expect(await within(rowOf(table, 'WLK-E0143-001')).findByText('WLK-E0143-001 is archived.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/supplier/stock/distributors-orders/create/with-stock');

    fireEvent.click(within(rowOf(table, 'WLK-E0143-001')).getByRole('button', { name: 'Remove WLK-E0143-001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/distributors-orders/90/items'));
    expect(posts[1]).toMatchObject({ lines: [{ sku_id: 101, quantity: 6, unit_price_cents: 8010 }] });
    expect(await screen.findByRole('heading', { name: 'Distribution order #90' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    // A draft offers its add-item and OTC tabs.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Items', 'By SKU', 'Add item', 'OTC', 'Distributor', 'History']);
  });

  it('says when no shelf of the warehouse is under its PAR level, and still creates an empty draft', async () => {
    const posts: unknown[] = [];
    const created = makeDetail({ id: 91, status: 'draft', status_name: 'Draft', lines: [], events: [] });
    server = signIn({
      [`GET ${PROPOSAL}`]: ok({ data: [] }),
      [`POST ${BASE}`]: (request) => {
        posts.push(request.body);
        return { status: 201, data: { data: created } };
      },
      [`GET ${BASE}/91`]: ok({ data: created }),
    });
    const { router } = renderApp('/supplier/stock/distributors-orders/create/with-stock?distributor_id=5&warehouse_id=31');
    fireEvent.click(await screen.findByRole('button', { name: 'Load the proposal' }));
    expect(await screen.findByText(/No shelf of this warehouse is under its PAR level/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/stock/distributors-orders/91/items'));
    expect(posts).toEqual([{ kind: 'stock', distributor_id: 5, warehouse_id: 31, lines: [] }]);
  });
});
