import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartLine, PatientCart, PatientCatalogItem, PatientCatalogItemDetail } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, makeUser } from '../../fake-server';
import { renderApp } from '../../render-app';
import { ok, signedInServer } from '../helpers';

const patient = makeUser({ id: 40, name: 'Peter Walsh', login: 'patient@demo.test', role: 'patient', roles: ['patient'] });
const supplier = { id: 1, name: 'Sunrise Medical Supply' };
const ref = (id: number, name: string) => ({ id, name, slug: name.toLowerCase() });

const item = (over: Partial<PatientCatalogItem>): PatientCatalogItem => ({
  id: 10,
  hcpcs: 'E0100',
  name: 'Cane',
  description: 'Cane, adjustable, with tip',
  category: ref(1, 'Mobility'),
  subcategory: ref(2, 'Canes & crutches'),
  price_cents: 2499,
  is_otc: true,
  refill_months: null,
  max_quantity: 20,
  ...over,
});
const cane = item({});
const monitor = item({ id: 11, hcpcs: 'A4670', name: 'Blood pressure monitor', price_cents: 4499 });
const line = (id: number, of: PatientCatalogItem, quantity: number): CartLine => ({ id, item: of, quantity, line_total_cents: of.price_cents * quantity });
const cart = (lines: CartLine[]): PatientCart => ({
  supplier,
  lines,
  item_count: lines.reduce((n, l) => n + l.quantity, 0),
  total_cents: lines.reduce((n, l) => n + l.line_total_cents, 0),
});

describe('the patient cart', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('removes a line only after the confirmation, then checks out and links to the new order', async () => {
    server = signedInServer(patient, {
      'GET /api/patient/cart': ok({ data: cart([line(7, cane, 2), line(8, monitor, 1)]) }),
      'DELETE /api/patient/cart/items/8': ok({ data: cart([line(7, cane, 2)]) }),
      'POST /api/patient/cart/checkout': () => ({
        status: 201,
        data: { data: { order: { id: 321, status: 5, status_name: 'Initial' }, supplier, total_cents: 4998, lines: [], payment: 'collected_by_supplier' } },
      }),
    });
    renderApp('/patient/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    const total = () => document.querySelector('[data-cart-total]')?.textContent;
    expect(total()).toBe('$94.97');

    const monitorLine = within(lines).getAllByRole('listitem')[1]!;
    fireEvent.click(within(monitorLine).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));
    expect(total()).toBe('$49.98');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Order #321 went to Sunrise Medical Supply/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/patient/orders/321');
  });

  it('offers "Ask your doctor" instead of the cart for a prescription item', async () => {
    session.setToken('main-1');
    const mask: PatientCatalogItemDetail = {
      ...item({ id: 12, hcpcs: 'A7034', name: 'Nasal CPAP mask', is_otc: false, category: ref(3, 'Respiratory & sleep'), subcategory: ref(4, 'CPAP/BiPAP supplies') }),
      in_cart: null,
      asked_doctor: null,
    };
    server = installFakeServer({
      'GET /api/user': ok({ data: patient }),
      'GET /api/patient/cart': ok({ data: cart([]) }),
      'GET /api/patient/catalog/items/12': ok({ data: mask }),
      'POST /api/patient/catalog/items/12/ask-doctor': () => ({ status: 201, data: { data: { doctor: 'Dr. Olivia Bennett', practice: 'Bennett Family Practice', asked_at: '2026-11-26T15:00:00.000Z' } } }),
    });
    renderApp('/patient/catalog/3/4/12');
    const ask = await screen.findByRole('button', { name: 'Ask your doctor' });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to your doctor (optional)' }), { target: { value: 'It leaks' } });
    fireEvent.click(ask);
    expect(await screen.findByText(/You asked Dr\. Olivia Bennett/)).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ message: 'It leaks' });
  });
});
