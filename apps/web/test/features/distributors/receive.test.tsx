import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { fail, ok, signedInServer } from '../helpers';
import { cpap, makeDetail, makeLine, mask } from './fixtures';

const ORDER = '/api/vendor/distribution-orders/77';
const sentOrder = makeDetail();

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(supplier, { [`GET ${ORDER}`]: ok({ data: sentOrder }), ...extra });
}

async function openReceive() {
  renderApp('/supplier/stock/distributors-orders/77/items');
  fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
  return screen.findByRole('form', { name: 'Receive units' });
}

describe('receiving a distribution order', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('sends a quantity per line and a serial number per unit; a 422 lands under the line it names, then the receipt books', async () => {
    const posts: unknown[] = [];
    const received = makeDetail({
      status: 'partially_received',
      status_name: 'Partially received',
      lines: [makeLine(mask, { received_quantity: 4 }), makeLine(cpap, { quantity: 2, unit_price_cents: 40_500, received_quantity: 2 })],
    });
    server = signIn({
      [`POST ${ORDER}/receive`]: (request) => {
        posts.push(request.body);
        return posts.length === 1
          ? fail(422, 'Line 2: SN-1 is in stock already.', { 'lines.1.serials': ['SN-1 is in stock already.'] })(request)
          : { status: 200, data: { data: received } };
      },
    });
    const form = await openReceive();
    const quantity = within(form).getByRole('textbox', { name: 'Quantity of RESMED-F20-M received' }) as HTMLInputElement;
    // What is still to come, by default.
    expect(quantity.value).toBe('10');
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Serial numbers of RESMED-AS10-001' }), {
      target: { value: 'SN-1\nSN-2\n' },
    });
    expect(within(form).getByText('2 of 2')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      lines: [
        { line_id: 601, quantity: 4 },
        { line_id: 602, quantity: 2, serials: ['SN-1', 'SN-2'] },
      ],
    });
    const serials = within(form).getByRole('textbox', { name: 'Serial numbers of RESMED-AS10-001' });
    expect(await within(form).findByText('SN-1 is in stock already.')).toBeTruthy();
    expect(serials.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('textbox', { name: 'Quantity of RESMED-F20-M received' }).getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.change(serials, { target: { value: 'SN-3, SN-4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Receive units' })).toBeNull());
    expect(posts[1]).toEqual({
      lines: [
        { line_id: 601, quantity: 4 },
        { line_id: 602, quantity: 2, serials: ['SN-3', 'SN-4'] },
      ],
    });
    // The order as the server answered it: what arrived per line, and its new status.
    const table = screen.getByRole('table', { name: 'Order lines' });
    const [maskRow, cpapRow] = within(table).getAllByRole('row').slice(1);
    // #, SKU, item #, ordered, received, to come ...
    expect(
      within(maskRow!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3, 6),
    ).toEqual(['10', '4', '6']);
    expect(
      within(cpapRow!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3, 6),
    ).toEqual(['2', '2', '0']);
    expect(screen.getAllByText('Partially received').length).toBeGreaterThan(0);
  });

  it('keeps the numbers within what is still to come, and shows a 409 as the server words it', async () => {
    const posts: unknown[] = [];
    server = signIn({
      [`POST ${ORDER}/receive`]: (request) => {
        posts.push(request.body);
        return fail(409, 'Only a sent order can be received; this order is cancelled.')(request);
      },
    });
    const form = await openReceive();
    const quantity = within(form).getByRole('textbox', { name: 'Quantity of RESMED-F20-M received' });
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText('Enter what arrived: a quantity, or the serial numbers of serialised SKUs.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Serial numbers of RESMED-AS10-001' }), { target: { value: 'A\nB\nC' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText('Only 2 more can be received.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Serial numbers of RESMED-AS10-001' }), { target: { value: 'A' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText('Only a sent order can be received; this order is cancelled.')).toBeTruthy();
    expect(posts).toEqual([{ lines: [{ line_id: 602, quantity: 1, serials: ['A'] }] }]);
  });
});
