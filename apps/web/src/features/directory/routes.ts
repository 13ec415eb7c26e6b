import { href } from '@dme/contract';

/** The tabs of a doctor's screen on the supplier side, in the route table's order. */
export const DOCTOR_TABS = [
  { tab: 'profile', label: 'Profile' },
  { tab: 'agents', label: 'Agents' },
] as const;
export type DoctorTabKey = (typeof DOCTOR_TABS)[number]['tab'];

export const doctorsListHref = () => href('supplier.doctors.list');
export const doctorCreateHref = () => href('supplier.doctors.create');
export const doctorTabHref = (doctorId: number, tab: DoctorTabKey = 'profile') =>
  href(tab === 'profile' ? 'supplier.doctors.show.profile' : 'supplier.doctors.show.agents', { doctorId });
export const doctorLocationHref = (doctorId: number, locationId: number) =>
  href('supplier.doctors.show.location', { doctorId, locationId });
export const suppliersListHref = () => href('doctor.suppliers.list');
export const supplierManageHref = (supplierId: number) => href('doctor.suppliers.manage', { supplierId });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
