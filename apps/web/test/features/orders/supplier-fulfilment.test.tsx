import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, Order } from '@dme/contract';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { makeAddress, makeInsurance } from '../patients/fixtures';
import { fail, ok, signedInServer } from '../helpers';
import { makeItem, makeOrder, supplier, supplierStaff } from './fixtures';

function signIn(user: CurrentUser, routes: Record<string, FakeHandler>) {
  session.setLocation(user.is_staff ? 21 : null);
  return signedInServer(user, routes);
}

const at = (status: number, name: string, overrides: Partial<Order> = {}) =>
  makeOrder({ status, status_name: name, virtual_status: status, virtual_status_name: name, ...overrides });

const cpap = makeItem();
const mask = makeItem({ id: 302, hcpcs: 'A7030', name: 'Full face mask', rental_or_purchase: 'purchase', sku: 'F20-M', serial: 'SN-1' });
const posts = (server: ReturnType<typeof installFakeServer>) =>
  server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url} ${JSON.stringify(r.body)}`);

describe('supplier items: SKU and serial', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('sets the SKU then the serial of a line and shows them in the table', async () => {
    let line = cpap;
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: at(40, 'Ready For Service', { commons: [line, mask] }) } }),
      'POST /api/vendor/commons/301/set-sku': () => {
        line = { ...line, sku: 'AS10-001', serial: null };
        return { status: 200, data: { data: line } };
      },
      'PUT /api/vendor/commons/301/serial': () => {
        line = { ...line, serial: 'SN22841907' };
        return { status: 200, data: { data: line } };
      },
    });
    renderApp('/supplier/orders/41/edit/items');
    const table = await screen.findByRole('table', { name: 'Items' });
    fireEvent.click(within(table).getByRole('button', { name: 'Set the SKU and serial of E0601' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of E0601' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'SKU' }), { target: { value: ' AS10-001 ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Serial number' }), { target: { value: 'SN22841907' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(within(table).getByRole('row', { name: /E0601/ }).textContent).toContain('SN22841907'));
    expect(within(table).getByRole('row', { name: /E0601/ }).textContent).toContain('AS10-001');
    expect(posts(server)).toEqual([
      'POST /api/vendor/commons/301/set-sku {"sku":"AS10-001"}',
      'PUT /api/vendor/commons/301/serial {"serial":"SN22841907"}',
    ]);
  });

  it('a new SKU takes the old unit’s serial number out of the form; only the SKU is sent', async () => {
    let line = mask;
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: at(40, 'Ready For Service', { commons: [cpap, line] }) } }),
      'POST /api/vendor/commons/302/set-sku': () => {
        line = { ...line, sku: 'F20-L', serial: null };
        return { status: 200, data: { data: line } };
      },
    });
    renderApp('/supplier/orders/41/edit/items');
    fireEvent.click(await screen.findByRole('button', { name: 'Change the SKU and serial of A7030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of A7030' });
    const serial = within(dialog).getByRole('combobox', { name: 'Serial number' }) as HTMLInputElement;
    expect(serial.value).toBe('SN-1');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'SKU' }), { target: { value: 'F20-L' } });
    expect(serial.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual(['POST /api/vendor/commons/302/set-sku {"sku":"F20-L"}']);
  });

  it('shows the server’s message under the SKU and keeps the dialog open', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({ data: at(27, 'CMN Verified', { commons: [cpap] }) }),
      'POST /api/vendor/commons/301/set-sku': fail(422, 'The given data was invalid.', {
        sku: ['The SKU may contain only letters, digits, spaces and . _ / -.'],
      }),
    });
    renderApp('/supplier/orders/41/edit/items');
    fireEvent.click(await screen.findByRole('button', { name: 'Set the SKU and serial of E0601' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of E0601' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'SKU' }), { target: { value: 'AS10#1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save stock' }));
    expect(await within(dialog).findByText('The SKU may contain only letters, digits, spaces and . _ / -.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'SKU' }).getAttribute('aria-invalid')).toBe('true');
    // The contract's rule refuses it before the call, in the server's words.
    expect(posts(server)).toHaveLength(0);
  });

  it('drops a SKU only after a confirmation', async () => {
    let line = mask;
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: at(40, 'Ready For Service', { commons: [cpap, line] }) } }),
      'POST /api/vendor/commons/302/drop-sku': () => {
        line = { ...mask, sku: null, serial: null };
        return { status: 200, data: { data: line } };
      },
    });
    renderApp('/supplier/orders/41/edit/items');
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(within(table).queryByRole('button', { name: 'Drop the SKU of E0601' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Drop the SKU of A7030' }));
    let dialog = await screen.findByRole('dialog', { name: 'Drop the SKU of A7030?' });
    expect(dialog.textContent).toContain('SKU F20-M and serial SN-1 will be removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual([]);

    fireEvent.click(within(table).getByRole('button', { name: 'Drop the SKU of A7030' }));
    dialog = await screen.findByRole('dialog', { name: 'Drop the SKU of A7030?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop SKU' }));
    await waitFor(() => expect(posts(server!)).toEqual(['POST /api/vendor/commons/302/drop-sku null']));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Drop the SKU of A7030' })).toBeNull());
  });

  it('without "sku replace" the SKU cannot change, with the reason; the serial still can', async () => {
    server = signIn(supplierStaff(['order view 40', 'order edit 40']), {
      'GET /api/vendor/orders/41': ok({ data: at(40, 'Ready For Service', { commons: [cpap, mask] }) }),
    });
    renderApp('/supplier/orders/41/edit/items');
    const section = await screen.findByRole('region', { name: 'Order items' });
    expect(within(section).getByTestId('stock-reason').textContent).toBe('Setting SKUs needs the “sku replace” permission.');
    expect(within(section).getByRole('button', { name: 'Drop the SKU of A7030' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Change the SKU and serial of A7030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of A7030' });
    expect(within(dialog).getByRole('combobox', { name: 'SKU' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('combobox', { name: 'Serial number' }).hasAttribute('disabled')).toBe(false);
  });

  it('after Ready For Service the SKU is locked and says why', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({ data: at(70, 'Delivery', { commons: [mask] }) }),
    });
    renderApp('/supplier/orders/41/edit/items');
    const section = await screen.findByRole('region', { name: 'Order items' });
    expect(within(section).getByTestId('stock-reason').textContent).toBe(
      'The order has gone out for delivery: its SKUs can no longer change.',
    );
    expect(within(section).getByRole('button', { name: 'Drop the SKU of A7030' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('supplier general: prior authorisation', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('saves the number and its last day through PUT authorization, with the server’s field error first', async () => {
    let order = at(27, 'CMN Verified');
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: order } }),
      'PUT /api/vendor/orders/41/authorization': (request) => {
        if ((request.body as { prior_number?: string }).prior_number === '1234')
          return fail(422, 'The given data was invalid.', { prior_number: ['The prior number must be ####-####-####-####.'] })({} as never);
        order = { ...order, prior_number: '1234567890123456', pa_expires_on: '2027-12-31' };
        return { status: 200, data: { data: order } };
      },
    });
    renderApp('/supplier/orders/41/edit/general');
    const card = await screen.findByRole('region', { name: 'Prior authorisation' });
    expect(card.textContent).toContain('Not entered');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Info' }));
    const number = within(card).getByRole('textbox', { name: /Prior authorisation number/ });
    fireEvent.change(number, { target: { value: '1234' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('The prior number must be ####-####-####-####.')).toBeTruthy();
    fireEvent.change(number, { target: { value: '1234567890123456' } });
    fireEvent.change(within(card).getByRole('textbox', { name: 'PA valid through' }), { target: { value: '12312027' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(card.textContent).toContain('1234-5678-9012-3456'));
    expect(card.textContent).toContain('12/31/2027');
    // The short number never left: the contract's rule refused it first, in the server's words.
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { prior_number: '1234-5678-9012-3456', pa_expires_on: '12/31/2027' },
    ]);
  });

  it('is read-only before Intake, saying why; the cover sheet opens as a PDF in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cover');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({ data: at(5, 'Initial') }),
      'GET /api/vendor/orders/41/pa_cover': () => ({ status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
    });
    renderApp('/supplier/orders/41/edit/general');
    const card = await screen.findByRole('region', { name: 'Prior authorisation' });
    expect(within(card).getByTestId('authorization-reason').textContent).toBe(
      'Prior authorisation is recorded from Intake until the order is Ready For Service.',
    );
    expect(within(card).queryByRole('button', { name: 'Edit Info' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'PA cover sheet' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:cover'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });
});

describe('supplier general: a patient’s purchase', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('says the patient pays, and asks for no prescription, face-to-face note or prior authorisation', async () => {
    server = signIn(supplier, { 'GET /api/vendor/orders/41': ok({ data: at(10, 'Intake', { type: 'patient_pay', no_doctor: true }) }) });
    renderApp('/supplier/orders/41/edit/general');
    const card = await screen.findByRole('region', { name: 'Order details' });
    expect(card.textContent).toContain('The patient (ordered in the patient app)');
    expect(card.textContent).not.toContain('Prescription signed');
    expect(card.textContent).not.toContain('Face-to-face signed');
    expect(screen.queryByRole('region', { name: 'Prior authorisation' })).toBeNull();
  });
});

describe('supplier intake: insurance and addresses', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('attaches one of the patient’s active policies in one click', async () => {
    let order = at(10, 'Intake', { insurance_id: null, insurance: null });
    const medicare = makeInsurance({
      id: 11,
      type: 'primary',
      payer_name: 'Medicare DME MAC Jurisdiction B (CGS)',
      member_id: '48293017561',
    });
    const lapsed = makeInsurance({ id: 13, is_active: false, termination_date: '2024-01-01' });
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: order } }),
      'GET /api/vendor/patients/5/insurances': ok({ data: [medicare, lapsed] }),
      'POST /api/vendor/orders/41/insurance/attach': () => {
        order = {
          ...order,
          insurance_id: 11,
          insurance: { id: 11, payer_name: medicare.payer_name, member_id: medicare.member_id, type: 'primary', is_active: true },
        };
        return { status: 200, data: { data: order } };
      },
    });
    renderApp('/supplier/orders/41/edit/insurance');
    const policies = await screen.findByRole('region', { name: 'The patient’s policies' });
    const attach = await within(policies).findByRole('button', { name: /^Attach Medicare DME MAC/ });
    expect(within(policies).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(attach);
    await waitFor(() => expect(within(policies).getByText('On this order')).toBeTruthy());
    expect(within(policies).queryByRole('button', { name: /^Attach/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Insurance' }).textContent).toContain('48293017561');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ insurance_id: 11 });
  });

  it('ships to the billing address; the button then says it already does', async () => {
    let order = at(10, 'Intake', { shipping_address_id: null, full_shipping_address: null });
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: order } }),
      'GET /api/vendor/patients/5/addresses': ok({ data: [makeAddress({ id: 8 })] }),
      'GET /api/vendor/patients/5/contacts': ok({ data: [] }),
      'PUT /api/vendor/orders/41/same-address': () => {
        order = { ...order, shipping_address_id: 8, full_shipping_address: order.full_billing_address };
        return { status: 200, data: { data: order } };
      },
    });
    renderApp('/supplier/orders/41/edit/address-and-contacts');
    const card = await screen.findByRole('region', { name: 'Addresses' });
    expect(card.textContent).toContain('Not chosen');
    fireEvent.click(within(card).getByRole('button', { name: 'Ship to the billing address' }));
    expect(await within(card).findByText('The order already ships to the billing address.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Ship to the billing address' }).hasAttribute('disabled')).toBe(true);
    expect(card.textContent).not.toContain('Not chosen');
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.url)).toEqual(['/api/vendor/orders/41/same-address']);
  });
});

describe("supplier general: a patient's purchase", () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  const purchase = {
    total_cents: 7_497,
    payment_status: 'due' as const,
    lines: [{ name: 'Cane, quad', hcpcs: 'E0100', quantity: 3, unit_price_cents: 2_499, line_total_cents: 7_497 }],
    updated_at: '2026-03-02T10:00:00.000Z',
  };

  it('shows what to collect and records the payment after a confirmation, then offers the refund', async () => {
    let order = at(40, 'Ready For Service', { type: 'patient_pay', purchase });
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': () => ({ status: 200, data: { data: order } }),
      'PUT /api/vendor/orders/41/purchase/payment': (request) => {
        const payment_status = (request.body as { payment_status: 'paid' | 'due' | 'refunded' }).payment_status;
        order = { ...order, purchase: { ...purchase, payment_status, updated_at: '2026-03-03T15:00:00.000Z' } };
        return { status: 200, data: { data: order } };
      },
    });
    renderApp('/supplier/orders/41/edit/general');
    const card = await screen.findByRole('region', { name: 'Patient payment' });
    expect(card.textContent).toContain('$74.97');
    expect(card.textContent).toContain('Due');
    expect(within(within(card).getByRole('table', { name: 'Items bought' })).getByText('Cane, quad')).toBeTruthy();
    // A purchase asks for no prior authorisation.
    expect(screen.queryByRole('region', { name: 'Prior authorisation' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Record that the patient paid $74.97?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(card.textContent).toContain('Paid'));
    expect(within(card).getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(posts(server)).toEqual(['PUT /api/vendor/orders/41/purchase/payment {"payment_status":"paid"}']);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({ data: at(40, 'Ready For Service', { type: 'patient_pay', purchase }) }),
    });
    renderApp('/supplier/orders/41/edit/general');
    const card = await screen.findByRole('region', { name: 'Patient payment' });
    fireEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual([]);
  });

  it('shows no buttons once refunded', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/orders/41': ok({
        data: at(100, 'Completed', { type: 'patient_pay', purchase: { ...purchase, payment_status: 'refunded' } }),
      }),
    });
    renderApp('/supplier/orders/41/edit/general');
    const refunded = await screen.findByRole('region', { name: 'Patient payment' });
    expect(refunded.textContent).toContain('Refunded');
    expect(within(refunded).queryAllByRole('button', { name: /payment|Refund/ })).toEqual([]);
  });
});
