import type { Patient, PatientAddress, PatientInsurance } from '@dme/contract';
import { makeUser } from '../../fake-server';

export const doctor = makeUser({
  id: 3,
  role: 'doctor',
  roles: ['doctor'],
  name: 'Dr. Olivia Bennett',
  login: 'doctor@demo.test',
  verified_at: '2024-01-01',
  account: { id: 10, type: 'doctor', name: 'Bennett Family Practice' },
  locations: [{ id: 1, name: 'Downtown Office' }],
});

export const supplier = makeUser({ name: 'Sam Rivera', account: { id: 1, type: 'supplier', name: 'Sunrise Medical Supply' } });

/** Supplier staff at location 21 with these permissions. */
export const supplierStaff = (permissions: string[]) =>
  makeUser({
    id: 9,
    name: 'Tina Brooks',
    is_staff: true,
    roles: ['supplier', 'staff'],
    locations: [{ id: 21, name: 'Main Warehouse' }],
    permissions: { '21': permissions },
  });

export function makePatient(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 5,
    account_id: 10,
    is_owner: true,
    first_name: 'Margaret',
    last_name: 'Ellison',
    middle_name: 'A',
    full_name: 'Margaret A Ellison',
    dob: '1948-03-14',
    gender: 'F',
    language: 'English',
    phone: '6145550142',
    email: 'margaret.ellison@example.com',
    ssn_last4: '1234',
    medicare_id: '48293017561',
    medicaid_id: null,
    height_in: 64,
    weight_lb: 142,
    notes: '',
    created_by: 3,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    linked_at: null,
    ...overrides,
  };
}

const stamps = { patient_id: 5, created_at: '2026-01-05T10:00:00.000Z', updated_at: '2026-01-05T10:00:00.000Z' };

export function makeInsurance(overrides: Partial<PatientInsurance> = {}): PatientInsurance {
  return {
    id: 12,
    ...stamps,
    payer_name: 'Aetna',
    payer_id: '60054',
    type: 'secondary',
    member_id: 'W184402931',
    group_number: '0845721',
    relationship: true,
    subscriber_name: null,
    subscriber_dob: null,
    effective_date: '2022-01-01',
    termination_date: null,
    is_active: true,
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<PatientAddress> = {}): PatientAddress {
  return {
    id: 31,
    ...stamps,
    title: 'Home',
    address_1: '1842 Northwest Blvd',
    address_2: '',
    full_address: '1842 Northwest Blvd, Columbus, OH 43212',
    city: 'Columbus',
    state: 'OH',
    zip: '43212',
    country: 'US',
    is_billing: true,
    ...overrides,
  };
}
