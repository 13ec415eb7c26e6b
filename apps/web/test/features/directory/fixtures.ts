import type {
  CurrentUser,
  Department,
  DoctorLocation,
  Media,
  PreferredSupplier,
  SupplierDetail,
  SupplierSummary,
  VendorDoctor,
  VendorInsurance,
} from '@dme/contract';
import { makeUser } from '../../fake-server';

export const supplier = makeUser({ id: 2, name: 'Sam Rivera', account: { id: 1, type: 'supplier', name: 'Sunrise Medical Supply' } });

/** Supplier staff at location 21 with these permissions (and staff roles). */
export const supplierStaff = (permissions: string[], staffRoles: CurrentUser['staff_roles'] = []) =>
  makeUser({
    id: 9,
    name: 'Tina Brooks',
    is_staff: true,
    roles: ['supplier', 'staff'],
    staff_roles: staffRoles,
    locations: [{ id: 21, name: 'Main Warehouse' }],
    permissions: { '21': permissions },
  });

export const doctor = makeUser({
  id: 3,
  role: 'doctor',
  roles: ['doctor'],
  name: 'Dr. Olivia Bennett',
  login: 'doctor@demo.test',
  verified_at: '2024-01-01',
  account: { id: 10, type: 'doctor', name: 'Bennett Family Practice' },
  locations: [{ id: 40, name: 'Downtown Office' }],
});
export const doctorStaff = makeUser({ ...doctor, id: 8, name: 'Mark Ellis', is_staff: true, roles: ['doctor', 'staff'] });

const weekdays = [...Array.from({ length: 5 }, () => ({ from: '08:00', to: '17:00' })), { from: '', to: '' }, { from: '', to: '' }];
const STAMP = '2026-01-05T10:00:00.000Z';

export function makeDepartment(overrides: Partial<Department> = {}): Department {
  return {
    id: 21,
    name: 'Main Warehouse',
    address_1: '1200 Industrial Pkwy',
    address_2: '',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    full_address: '1200 Industrial Pkwy, Columbus, OH 43215',
    working_hours: weekdays,
    staff: [{ user_id: 9, name: 'Tina Brooks', permissions: ['order view 5', 'order create'] }],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<Media> = {}): Media {
  return {
    id: 70,
    account_id: 1,
    is_owner: true,
    patient_id: null,
    order_id: null,
    type: 'license',
    original_name: 'state-license.pdf',
    mime: 'application/pdf',
    size: 48_000,
    sha256: 'ab'.repeat(32),
    uploaded_by: 2,
    uploaded_by_name: 'Sam Rivera',
    expires_at: '2027-06-30',
    archived_at: null,
    created_at: STAMP,
    ...overrides,
  };
}

export const medicareB = {
  id: 1,
  payer_id: '17003',
  name: 'Medicare DME MAC Jurisdiction B (CGS)',
  type: 'medicare' as const,
  address_1: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  states: [],
};
export const aetna = { ...medicareB, id: 2, payer_id: '60054', name: 'Aetna', type: 'commercial' as const };

export function makeInsurance(overrides: Partial<VendorInsurance> = {}): VendorInsurance {
  return {
    id: 5,
    payer_id: '17003',
    payer: medicareB,
    is_active: true,
    in_network: true,
    requires_prior_auth: false,
    provider_number: 'OH4471020',
    notes: 'Jurisdiction B; PA only for PMDs.',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeVendorDoctor(overrides: Partial<VendorDoctor> = {}): VendorDoctor {
  return {
    id: 3,
    name: 'Dr. Olivia Bennett',
    npi: '1234567893',
    email: 'doctor@demo.test',
    specialty: 'Family medicine',
    fax: '6145550199',
    phones: [{ phone: '6145550198', label: 'Office' }],
    emails: [],
    practice: { id: 10, name: 'Bennett Family Practice' },
    is_verified: true,
    verified_at: STAMP,
    created_by_vendor: false,
    can_edit: false,
    notes: 'Refers CPAP patients.',
    locations_count: 2,
    linked_at: STAMP,
    ...overrides,
  };
}

export function makeOffice(overrides: Partial<DoctorLocation> = {}): DoctorLocation {
  return {
    id: 40,
    doctor_id: 3,
    name: 'Downtown Office',
    address_1: '400 N High St',
    address_2: '',
    full_address: '400 N High St, Columbus, OH 43215',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    working_hours: weekdays,
    staff: [],
    temp_staff: [],
    contacts: [{ id: 7, name: 'Rita Moreno', title: 'Office manager', phone: '6145550142', email: 'rita@bennett.example' }],
    supplier_contacts: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeSupplierSummary(overrides: Partial<SupplierSummary> = {}): SupplierSummary {
  return {
    id: 1,
    name: 'Sunrise Medical Supply',
    npi: '1356789010',
    phone: '6145550100',
    email: 'intake@sunrise-medical.example.com',
    address_1: '1200 Industrial Pkwy',
    address_2: '',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    full_address: '1200 Industrial Pkwy, Columbus, OH 43215',
    insurances_count: 4,
    is_preferred: true,
    ...overrides,
  };
}

export function makeSupplierDetail(overrides: Partial<SupplierDetail> = {}): SupplierDetail {
  return {
    ...makeSupplierSummary(),
    fax: '6145550109',
    website: 'https://sunrise-medical.example.com',
    phones: [{ phone: '6145550100', label: 'Main' }],
    emails: [{ email: 'intake@sunrise-medical.example.com', label: 'Intake' }],
    insurances: [],
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<PreferredSupplier> = {}): PreferredSupplier {
  return {
    vendor_id: 1,
    is_preferred: true,
    insurances: [
      { payer_id: '17003', name: medicareB.name, type: 'medicare', in_network: true, requires_prior_auth: false, is_selected: true },
      { payer_id: '60054', name: 'Aetna', type: 'commercial', in_network: true, requires_prior_auth: true, is_selected: false },
    ],
    can_edit: true,
    updated_at: STAMP,
    ...overrides,
  };
}
