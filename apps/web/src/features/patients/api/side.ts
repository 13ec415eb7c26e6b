import { doctorMedia, doctorPatients, vendorMedia, vendorPatients } from '@dme/contract';

/** Which side's calls a patient screen makes: the doctor's (`doctor/...`) or the supplier's (`vendor/...`). */
export type PatientSide = 'doctor' | 'supplier';

/** The records kept under a patient, named as the contract names their calls. */
export const RECORD_KINDS = ['addresses', 'contacts', 'insurances', 'history', 'accidents'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** The same resource is declared once per side; the screens are built once and pick their side here. */
export const patientCalls = (side: PatientSide) => (side === 'doctor' ? doctorPatients : vendorPatients);
export const mediaCalls = (side: PatientSide) => (side === 'doctor' ? doctorMedia : vendorMedia);
