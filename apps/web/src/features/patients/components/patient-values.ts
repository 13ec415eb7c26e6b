import { z } from 'zod';
import { applyMask, formatDate, formatPhone, MASKS, type Patient } from '@dme/contract';
import type { PatientInput } from '../api/create-patient';

/** The patient form as typed: dates, phone and ids in their masks (the server reads masked values). */
export type PatientFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string;
  gender: string;
  language: string;
  phone: string;
  email: string;
  /** A full SSN may be typed; only its last 4 digits are kept. Empty on edit: the stored digits stay. */
  ssn_last4: string;
  medicare_id: string;
  medicaid_id: string;
  height_in: string;
  weight_lb: string;
  notes: string;
};

export const EMPTY_PATIENT: PatientFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  dob: '',
  gender: '',
  language: '',
  phone: '',
  email: '',
  ssn_last4: '',
  medicare_id: '',
  medicaid_id: '',
  height_in: '',
  weight_lb: '',
  notes: '',
};

export function patientFormValues(p: Patient): PatientFormValues {
  return {
    first_name: p.first_name,
    middle_name: p.middle_name,
    last_name: p.last_name,
    dob: formatDate(p.dob),
    gender: p.gender,
    language: p.language,
    phone: formatPhone(p.phone),
    email: p.email ?? '',
    ssn_last4: '',
    medicare_id: p.medicare_id ? applyMask(p.medicare_id, MASKS.medicare) : '',
    medicaid_id: p.medicaid_id ? applyMask(p.medicaid_id, MASKS.medicaid) : '',
    height_in: p.height_in === null ? '' : String(p.height_in),
    weight_lb: p.weight_lb === null ? '' : String(p.weight_lb),
    notes: p.notes,
  };
}

/**
 * The body sent: '' clears an optional field (the contract reads it as null). A language cannot be cleared and
 * an empty SSN field leaves the stored digits alone, so neither is sent empty.
 */
export function patientBody(values: PatientFormValues): PatientInput {
  const { language, ssn_last4, ...rest } = values;
  return { ...rest, ...(language ? { language } : {}), ...(ssn_last4 ? { ssn_last4 } : {}) };
}

/** The form checked as the body it sends, by the contract's schema of the call (create or update). */
export const patientFormSchema = (body: z.ZodType) => z.preprocess((values) => patientBody(values as PatientFormValues), body);
