import { href, type WebRouteName } from '@dme/contract';
import type { PatientSide } from './api/side';

export type PatientTabKey =
  'info' | 'insurances' | 'address_contacts' | 'documents' | 'orders' | 'suborders' | 'med-history' | 'accident' | 'wallet' | 'agents' | 'logs' | 'sku';

export interface PatientTab {
  tab: PatientTabKey;
  label: string;
  /** Only the supplier's patient screen has it. */
  supplierOnly?: boolean;
  /** Shown only to holders of this permission (the server answers only to them). */
  permission?: string;
}

/** The patient screen's tabs in the spec's order (orders, suborders and SKU come with their features). */
export const PATIENT_TABS: readonly PatientTab[] = [
  { tab: 'info', label: 'Info' },
  { tab: 'insurances', label: 'Insurances' },
  { tab: 'address_contacts', label: 'Address & Contacts' },
  { tab: 'documents', label: 'Documents' },
  // Its screen is the orders feature's (app/routes/*/orders-patient.tsx).
  { tab: 'orders', label: 'Orders' },
  // The patient's shipments (issue 10); its screen is the shipping feature's (app/routes/supplier/patient-suborders.tsx).
  { tab: 'suborders', label: 'Suborders', supplierOnly: true },
  { tab: 'med-history', label: 'Med History' },
  { tab: 'accident', label: 'Accident' },
  { tab: 'wallet', label: 'Wallet', supplierOnly: true },
  { tab: 'agents', label: 'Agents', supplierOnly: true },
  { tab: 'logs', label: 'Logs', supplierOnly: true, permission: 'logs' },
  // What the company delivered to the patient, SKU and serial number (issue 9).
  { tab: 'sku', label: 'SKU', supplierOnly: true },
];

/** Route names of the patient screens of a side (`doctor.patients.list`, `supplier.patients.show.wallet` ...). */
export const patientsListRoute = (side: PatientSide) => `${side}.patients.list` as WebRouteName;
export const patientTabRoute = (side: PatientSide, tab: PatientTabKey) => `${side}.patients.show.${tab}` as WebRouteName;

export const patientsListHref = (side: PatientSide) => href(patientsListRoute(side));
export const patientTabHref = (side: PatientSide, patientId: number, tab: PatientTabKey = 'info') =>
  href(patientTabRoute(side, tab), { patientId });
