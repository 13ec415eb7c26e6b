import { EMPTY_WORKING_HOURS } from '@dme/contract';
import type { FormErrors } from '@mantine/form';
import type { WorkingDay } from './working-hours-editor';

/** What every office-like place has: a doctor's office, a supplier's department. */
export type OfficeValues = {
  name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  working_hours: WorkingDay[];
};

type OfficeLike = Omit<OfficeValues, 'working_hours'> & { working_hours: readonly WorkingDay[] };

/** Form values of a saved place, or of a new one (empty, every day closed). */
export function officeValuesOf(place?: OfficeLike): OfficeValues {
  const hours = place?.working_hours.length === 7 ? place.working_hours : EMPTY_WORKING_HOURS;
  return {
    name: place?.name ?? '',
    address_1: place?.address_1 ?? '',
    address_2: place?.address_2 ?? '',
    city: place?.city ?? '',
    state: place?.state ?? '',
    zip: place?.zip ?? '',
    working_hours: hours.map((d) => ({ from: d.from, to: d.to })),
  };
}

/** The request fields: every field trimmed and the full week. */
export function officeBody(values: OfficeValues) {
  return {
    name: values.name.trim(),
    address_1: values.address_1.trim(),
    address_2: values.address_2.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip,
    working_hours: values.working_hours.map((d) => ({ from: d.from, to: d.to })),
  };
}

const isUnder = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/** Drops the errors of a field and of everything under it (`contacts` clears `contacts.1.email`). */
export function withoutErrorsUnder(errors: FormErrors, path: string): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !isUnder(key, path)));
}

/** The same on a form, which renders again only when there was something to clear. */
export function clearErrorsUnder(form: { errors: FormErrors; setErrors: (errors: FormErrors) => void }, path: string) {
  if (Object.keys(form.errors).some((key) => isUnder(key, path))) form.setErrors(withoutErrorsUnder(form.errors, path));
}
