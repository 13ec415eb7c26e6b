import { SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS, LANGUAGES } from '@dme/contract';
import { MaskedInput, RequiredLabel, Select, Textarea } from '../../../components';
import type { FormState } from './use-form-values';
import type { PatientFormValues } from './patient-values';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ id: language, title: language }));

export interface PatientFieldsProps {
  form: FormState<PatientFormValues>;
  /** On edit the SSN field explains that the stored digits stay unless a new number is typed. */
  storedSsn?: string | null;
}

/** The patient's own fields (create modal and the info card), in the contract's masks. */
export function PatientFields({ form, storedSsn }: PatientFieldsProps) {
  const { values, errors, set } = form;
  const text = (field: 'first_name' | 'middle_name' | 'last_name' | 'email' | 'height_in' | 'weight_lb') => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field, event.currentTarget.value),
    error: errors[field],
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <TextInput label={<RequiredLabel>First name</RequiredLabel>} autoComplete="off" {...text('first_name')} />
      <TextInput label="Middle name" autoComplete="off" {...text('middle_name')} />
      <TextInput label={<RequiredLabel>Last name</RequiredLabel>} autoComplete="off" {...text('last_name')} />
      <MaskedInput
        mask="date"
        label="Date of birth"
        required
        name="dob"
        value={values.dob}
        onChange={(v) => set('dob', v)}
        error={errors.dob}
      />
      <Select
        label="Gender"
        required
        name="gender"
        allowDeselect={false}
        placeholder="Choose"
        options={GENDERS}
        value={values.gender || null}
        onChange={(id) => set('gender', id === null ? '' : String(id))}
        error={errors.gender}
      />
      <Select
        label="Language"
        name="language"
        placeholder="Choose"
        searchable
        options={LANGUAGE_OPTIONS}
        value={values.language || null}
        onChange={(id) => set('language', id === null ? '' : String(id))}
        error={errors.language}
      />
      <MaskedInput
        mask="phone"
        label="Phone"
        name="phone"
        type="tel"
        value={values.phone}
        onChange={(v) => set('phone', v)}
        error={errors.phone}
      />
      <TextInput label="Email" type="email" {...text('email')} />
      <MaskedInput
        mask="ssn"
        label="SSN"
        name="ssn_last4"
        value={values.ssn_last4}
        onChange={(v) => set('ssn_last4', v)}
        error={errors.ssn_last4}
        note={storedSsn ? `On file: ***-**-${storedSsn}. Type a new number to replace it.` : 'Only the last 4 digits are kept.'}
      />
      <MaskedInput
        mask="medicare"
        label="Medicare ID"
        name="medicare_id"
        value={values.medicare_id}
        onChange={(v) => set('medicare_id', v)}
        error={errors.medicare_id}
      />
      <MaskedInput
        mask="medicaid"
        label="Medicaid ID"
        name="medicaid_id"
        value={values.medicaid_id}
        onChange={(v) => set('medicaid_id', v)}
        error={errors.medicaid_id}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="Height, in" inputMode="numeric" {...text('height_in')} />
        <TextInput label="Weight, lb" inputMode="numeric" {...text('weight_lb')} />
      </SimpleGrid>
      <Textarea
        label="Notes"
        name="notes"
        rows={3}
        value={values.notes}
        onChange={(e) => set('notes', e.currentTarget.value)}
        error={errors.notes}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
