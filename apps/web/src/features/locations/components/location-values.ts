import {
  applyMask,
  createLocationBody,
  EMPTY_WORKING_HOURS,
  formatPhone,
  MASKS,
  unmask,
  type CreateLocationBody,
  type DoctorLocation,
} from '@dme/contract';
import { readServerError, formErrorText } from '../../../lib/http-error';
import { validateWorkingHours, type WorkingDay } from './working-hours-editor';

export interface ContactValues {
  /** Row identity in the form (underscored: the http client strips it before sending). */
  _key: string;
  /** Set for a saved contact: the update keeps it rather than adding a new one. */
  id?: number;
  name: string;
  title: string;
  /** As typed, in the phone mask. */
  phone: string;
  email: string;
}

export interface LocationValues {
  name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  working_hours: WorkingDay[];
  contacts: ContactValues[];
}

export type LocationTextField = 'name' | 'address_1' | 'address_2' | 'city' | 'state' | 'zip';
export type ContactTextField = 'name' | 'title' | 'phone' | 'email';

/** Field path (as the server's 422 names it, `contacts.0.phone`) -> message. */
export type LocationErrors = Record<string, string>;

let nextKey = 0;
export const newContactKey = () => `new-${++nextKey}`;

/** A stored phone in the input's mask; a non-US number (leading + and another country code) stays as stored. */
const maskedPhone = (phone: string) =>
  phone.startsWith('+') && !phone.startsWith('+1') ? phone : applyMask(formatPhone(phone), MASKS.phone);

export function emptyContact(): ContactValues {
  return { _key: newContactKey(), name: '', title: '', phone: '', email: '' };
}

export function valuesOf(location?: DoctorLocation): LocationValues {
  const hours = location?.working_hours.length === 7 ? location.working_hours : EMPTY_WORKING_HOURS;
  return {
    name: location?.name ?? '',
    address_1: location?.address_1 ?? '',
    address_2: location?.address_2 ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zip: location?.zip ?? '',
    working_hours: hours.map((d) => ({ from: d.from, to: d.to })),
    contacts: (location?.contacts ?? []).map((c) => ({
      _key: `saved-${c.id}`,
      id: c.id,
      name: c.name,
      title: c.title,
      phone: maskedPhone(c.phone),
      email: c.email,
    })),
  };
}

/** The phone as the server keeps it: the 10 digits of a US number, a foreign one as it was stored. */
function phoneOf(masked: string): string {
  if (masked.startsWith('+') && !masked.startsWith('+1')) return masked;
  return unmask(masked, MASKS.phone);
}

/** The request body: every field, the full week and the full contact list (contacts left out are removed). */
export function toBody(values: LocationValues): CreateLocationBody {
  return {
    name: values.name.trim(),
    address_1: values.address_1.trim(),
    address_2: values.address_2.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip,
    working_hours: values.working_hours.map((d) => ({ from: d.from, to: d.to })),
    contacts: values.contacts.map((c) => ({
      ...(c.id !== undefined ? { id: c.id } : {}),
      name: c.name.trim(),
      title: c.title.trim(),
      phone: phoneOf(c.phone),
      email: c.email.trim(),
    })),
  };
}

/** The contract's rules (the server's words), keyed by the server's field paths; empty when the form is valid. */
export function validateLocation(values: LocationValues): LocationErrors {
  const errors: LocationErrors = {};
  const parsed = createLocationBody.safeParse({ ...toBody(values), working_hours: undefined });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ...errors, ...validateWorkingHours(values.working_hours) };
}

const FORM_FIELDS = new Set(['name', 'address_1', 'address_2', 'city', 'state', 'zip', 'working_hours', 'contacts']);

/** A failed save split into messages under the fields it names and one line for the rest. */
export function serverErrorsOf(error: unknown): { fields: LocationErrors; form: string | null } {
  const { errors } = readServerError(error);
  if (!errors) return { fields: {}, form: formErrorText(error) };
  const fields: LocationErrors = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (FORM_FIELDS.has(path.split('.')[0]!)) fields[path] = messages.join(', ');
    else rest.push(...messages);
  }
  return { fields, form: rest.length > 0 ? rest.join(', ') : null };
}

/** Drops the errors of a field and of everything under it (`contacts` clears `contacts.1.email`). */
export function withoutErrors(errors: LocationErrors, path: string): LocationErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}
