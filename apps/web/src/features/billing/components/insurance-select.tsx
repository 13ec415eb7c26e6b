import { useQuery } from '@tanstack/react-query';
import { Select } from '@mantine/core';
import type { PatientInsurance } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { insurancesQueryOptions } from '../api/patients';

export const insuranceLabel = (i: PatientInsurance) =>
  `${i.type === 'secondary' ? 'Secondary' : 'Primary'} · ${i.payer_name} · ${i.member_id}${i.is_active ? '' : ' (inactive)'}`;

export interface InsuranceSelectProps {
  patientId: number | null;
  value: string | null;
  onChange: (insuranceId: string | null) => void;
  label?: string;
  /** Only these policies may be chosen (e.g. the secondary ones). */
  filter?: (insurance: PatientInsurance) => boolean;
  placeholder?: string;
  error?: string;
}

/** One of the patient's insurances (as the patients feature lists them); loading and errors in the field. */
export function InsuranceSelect({
  patientId,
  value,
  onChange,
  label = 'Insurance',
  filter = () => true,
  placeholder,
  error,
}: InsuranceSelectProps) {
  const insurances = useQuery({ ...insurancesQueryOptions(patientId ?? 0), enabled: patientId !== null });
  const options = (insurances.data ?? []).filter(filter).map((i) => ({ value: String(i.id), label: insuranceLabel(i) }));
  const none = insurances.isSuccess && options.length === 0 ? 'The patient has no such insurance on file' : undefined;
  return (
    <Select
      label={label}
      placeholder={insurances.isLoading ? 'Loading…' : (none ?? placeholder)}
      data={options}
      value={value}
      onChange={onChange}
      disabled={patientId === null || options.length === 0}
      clearable
      error={error ?? (insurances.isError ? formErrorText(insurances.error) : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
