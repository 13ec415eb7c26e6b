import type { Order, OrderItem, OrderSummary } from '@dme/contract';

export { doctor, makePatient, supplier, supplierStaff } from '../patients/fixtures';

const stamp = '2026-03-02T10:00:00.000Z';

export function makeSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 41,
    status: 1,
    status_name: 'Draft',
    virtual_status: 1,
    virtual_status_name: 'Draft',
    patient: { id: 5, full_name: 'Margaret A Ellison', dob: '1948-03-14' },
    doctor: { id: 3, name: 'Dr. Olivia Bennett' },
    doctor_location: { id: 1, name: 'Downtown Office' },
    vendor: { id: 1, name: 'Sunrise Medical Supply' },
    items_count: 2,
    rx_date: '2026-03-01',
    expiration_date: null,
    refills_total: 0,
    refill_index: 0,
    no_doctor: false,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 301,
    order_id: 41,
    equipment_id: 77,
    hcpcs: 'E0601',
    name: 'CPAP device',
    description: 'Continuous positive airway pressure device',
    category: { id: 2, name: 'Respiratory', slug: 'respiratory' },
    subcategory: { id: 21, name: 'CPAP and BiPAP', slug: 'cpap' },
    rental_or_purchase: 'rental',
    refill_months: null,
    quantity: 1,
    max_quantity: 1,
    sku: null,
    serial: null,
    confirmed: false,
    created_at: stamp,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    ...makeSummary(),
    type: null,
    confirmed: false,
    commons_confirmation: false,
    doctor_id: 3,
    doctor_location_id: 1,
    patient_id: 5,
    insurance_id: 12,
    vendor_id: 1,
    patient_vendor: false,
    warehouse_id: null,
    signed_at: null,
    prior_number: null,
    prsc_signed_by: null,
    prsc_signed_at: null,
    f2f_signed_by: null,
    f2f_signed_at: null,
    refill_authorization: false,
    refill_for: null,
    parallel_sign: false,
    billing_address_id: 8,
    shipping_address_id: 8,
    full_billing_address: '12 Oak St, Columbus, OH 43215',
    full_shipping_address: '12 Oak St, Columbus, OH 43215',
    insurance: { id: 12, payer_name: 'Aetna', member_id: 'W123456789', type: 'primary', is_active: true },
    created_by: 3,
    diagnoses: [{ id: 900, code: 'G4733', code_dotted: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)', position: 1 }],
    commons: [makeItem()],
    ...overrides,
  };
}
