import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, makeItem, makeOrder } from './fixtures';

function signIn(routes: Record<string, FakeHandler>) {
  session.setLocation(null);
  return signedInServer(doctor, routes);
}

const treeOf = (order: Order) => ({
  data: [
    {
      ...order.commons[0]!.category,
      children: [{ ...order.commons[0]!.subcategory, items: order.commons }],
    },
  ],
});

describe('order edit tabs', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('the cart clamps the quantity to the item maximum and saves it once the clicks settle', async () => {
    const mask = makeItem({
      id: 302,
      hcpcs: 'A7030',
      name: 'Full face mask',
      max_quantity: 2,
      quantity: 1,
      rental_or_purchase: 'purchase',
    });
    const order = makeOrder({ commons: [mask] });
    server = signIn({
      'GET /api/doctor/orders/41': ok({ data: order }),
      'GET /api/doctor/orders/41/commons/tree': ok(treeOf(order)),
      'PUT /api/doctor/commons/302/qty/2': ok({ data: { ...mask, quantity: 2 } }),
    });
    const { router } = renderApp('/doctor/orders/41/edit/items');
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/orders/41/edit/items/cart'));
    const cart = await screen.findByRole('table', { name: 'Cart' });
    const plus = within(cart).getByRole('button', { name: 'Increase quantity of a7030' });
    fireEvent.click(plus);
    expect((within(cart).getByRole('textbox', { name: 'Quantity of A7030' }) as HTMLInputElement).value).toBe('2');
    expect(plus.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(cart).getByRole('textbox', { name: 'Quantity of A7030' }), { target: { value: '50' } });
    expect((within(cart).getByRole('textbox', { name: 'Quantity of A7030' }) as HTMLInputElement).value).toBe('2');
    await waitFor(() =>
      expect(server!.requests.filter((r) => r.method === 'PUT').map((r) => r.url)).toEqual(['/api/doctor/commons/302/qty/2']),
    );
  });

  it('removes an item after a confirmation', async () => {
    const order = makeOrder();
    server = signIn({
      'GET /api/doctor/orders/41': ok({ data: order }),
      'GET /api/doctor/orders/41/commons/tree': ok(treeOf(order)),
      'DELETE /api/doctor/commons/301': () => ({ status: 204 }),
    });
    renderApp('/doctor/orders/41/edit/items/cart');
    const cart = await screen.findByRole('table', { name: 'Cart' });
    fireEvent.click(within(cart).getByRole('button', { name: 'Remove E0601' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'DELETE' && r.url === '/api/doctor/commons/301')).toBe(true));
  });

  it('finds an ICD-10 code by words and attaches it', async () => {
    const apnea = { id: 901, code: 'G4733', code_dotted: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)' };
    let diagnoses: Order['diagnoses'] = [];
    server = signIn({
      'GET /api/doctor/orders/41': () => ({ status: 200, data: { data: makeOrder({ diagnoses }) } }),
      'GET /api/diagnoses?page=1&rowsPerPage=25&search=sleep+apnea': ok({ data: [apnea], meta: { total: 1, page: 1, rowsPerPage: 25 } }),
      'POST /api/doctor/orders/41/diagnoses/attach': () => {
        diagnoses = [{ ...apnea, position: 1 }];
        return { status: 200, data: { data: diagnoses } };
      },
    });
    renderApp('/doctor/orders/41/edit/diagnosis');
    const section = await screen.findByRole('region', { name: 'Diagnoses' });
    expect(within(section).getByText('No diagnosis on the order yet.')).toBeTruthy();
    const search = within(section).getByRole('combobox', { name: 'Add a diagnosis' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'sleep apnea' } });
    fireEvent.click(await screen.findByRole('option', { name: 'G47.33 — Obstructive sleep apnea (adult) (pediatric)' }));
    const table = await within(section).findByRole('table', { name: 'Order diagnoses' });
    expect(within(table).getByText('G47.33')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ diagnosis_ids: [901] });
  });

  it('shows the server’s field error under the Rx date and keeps the form open', async () => {
    server = signIn({
      'GET /api/doctor/orders/41': ok({ data: makeOrder() }),
      'GET /api/doctor/locations?page=1&rowsPerPage=100': ok({ data: [], meta: { total: 0, page: 1, rowsPerPage: 100 } }),
      'GET /api/doctor/vendors?page=1&rowsPerPage=25': ok({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } }),
      'PUT /api/doctor/orders/41': fail(422, 'The date must be a valid date (mm/dd/yyyy).', {
        rx_date: ['The date must be a valid date (mm/dd/yyyy).'],
      }),
    });
    renderApp('/doctor/orders/41/edit/general');
    const card = await screen.findByRole('region', { name: 'Order details' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Info' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Rx date' }), { target: { value: '13322026' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('The date must be a valid date (mm/dd/yyyy).')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    // The contract's rule refuses it before the call, in the server's words.
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says so when the order is not there', async () => {
    server = signIn({ 'GET /api/doctor/orders/999': fail(404, 'Order not found.') });
    renderApp('/doctor/orders/999/edit/general');
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });
});
