import { applyMask, formatPhone, MASKS, unmask, type CreateLocationBody, type DoctorLocation } from '@dme/contract';
import { officeBody, officeValuesOf, type OfficeValues } from './office-values';

export type ContactValues = {
  /** Row identity in the form (underscored: the http client strips it before sending). */
  _key: string;
  /** Set for a saved contact: the update keeps it rather than adding a new one. */
  id?: number;
  name: string;
  title: string;
  /** As typed, in the phone mask. */
  phone: string;
  email: string;
};

export type LocationValues = OfficeValues & { contacts: ContactValues[] };

export type ContactTextField = 'name' | 'title' | 'phone' | 'email';

let nextKey = 0;
export const newContactKey = () => `new-${++nextKey}`;

/** A stored phone in the input's mask; a non-US number (leading + and another country code) stays as stored. */
const maskedPhone = (phone: string) =>
  phone.startsWith('+') && !phone.startsWith('+1') ? phone : applyMask(formatPhone(phone), MASKS.phone);

export function emptyContact(): ContactValues {
  return { _key: newContactKey(), name: '', title: '', phone: '', email: '' };
}

export function valuesOf(location?: DoctorLocation): LocationValues {
  return {
    ...officeValuesOf(location),
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
    ...officeBody(values),
    contacts: values.contacts.map((c) => ({
      ...(c.id !== undefined ? { id: c.id } : {}),
      name: c.name.trim(),
      title: c.title.trim(),
      phone: phoneOf(c.phone),
      email: c.email.trim(),
    })),
  };
}
