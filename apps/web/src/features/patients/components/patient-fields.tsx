import { SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS, LANGUAGES } from '@dme/contract';
import { MaskedInput, RequiredLabel, Select, Textarea, textField, choiceField, type AppForm } from '../../../components';

import type { PatientFormValues } from './patient-values';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ id: language, title: language }));

export interface PatientFieldsProps {
  form: AppForm<PatientFormValues>;
  /** On edit the SSN field explains that the stored digits stay unless a new number is typed. */
  storedSsn?: string | null;
}

/** The patient's own fields (create modal and the info card), in the contract's masks. */
export function PatientFields({ form, storedSsn }: PatientFieldsProps) {
  const text = (field: keyof PatientFormValues & string) => ({ name: field, ...textField(form, field) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <TextInput label={<RequiredLabel>First name</RequiredLabel>} autoComplete="off" {...text('first_name')} />
      <TextInput label="Middle name" autoComplete="off" {...text('middle_name')} />
      <TextInput label={<RequiredLabel>Last name</RequiredLabel>} autoComplete="off" {...text('last_name')} />
      <MaskedInput mask="date" label="Date of birth" required {...text('dob')} />
      <Select
        label="Gender"
        required
        name="gender"
        allowDeselect={false}
        placeholder="Choose"
        options={GENDERS}
        {...choiceField(form, 'gender')}
      />
      <Select
        label="Language"
        name="language"
        placeholder="Choose"
        searchable
        options={LANGUAGE_OPTIONS}
        {...choiceField(form, 'language')}
      />
      <MaskedInput mask="phone" label="Phone" name="phone" type="tel" {...textField(form, 'phone')} />
      <TextInput label="Email" type="email" {...text('email')} />
      <MaskedInput
        mask="ssn"
        label="SSN"
        {...text('ssn_last4')}
        note={storedSsn ? `On file: ***-**-${storedSsn}. Type a new number to replace it.` : 'Only the last 4 digits are kept.'}
      />
      <MaskedInput mask="medicare" label="Medicare ID" {...text('medicare_id')} />
      <MaskedInput mask="medicaid" label="Medicaid ID" {...text('medicaid_id')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="Height, in" inputMode="numeric" {...text('height_in')} />
        <TextInput label="Weight, lb" inputMode="numeric" {...text('weight_lb')} />
      </SimpleGrid>
      <Textarea label="Notes" name="notes" rows={3} {...textField(form, 'notes')} style={{ gridColumn: '1 / -1' }} />
    </SimpleGrid>
  );
}
