import { Autocomplete, Badge, Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { formatPhone } from '@dme/contract';
import { MaskedInput, RequiredLabel, textField, type AppForm } from '../../../components';
import type { RecordDefinition } from './record-card';

export type ContactValues = {
  name: string;
  relationship: string;
  phone: string;
  email: string;
  is_emergency: boolean;
};

/** Suggestions only: the relationship is free text (up to 50 characters). */
const RELATIONSHIPS = ['Spouse', 'Daughter', 'Son', 'Parent', 'Sibling', 'Caregiver', 'Friend', 'Guardian', 'Other'];

function ContactFields({ form }: { form: AppForm<ContactValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label={<RequiredLabel>Name</RequiredLabel>} {...textField(form, 'name')} />
      <Autocomplete label="Relationship" data={RELATIONSHIPS} {...textField(form, 'relationship')} comboboxProps={{ offset: 6 }} />
      <MaskedInput mask="phone" label="Phone" type="tel" {...textField(form, 'phone')} />
      <TextInput label="Email" type="email" {...textField(form, 'email')} />
      <Checkbox
        label="Emergency contact"
        description="An emergency contact needs a phone."
        {...form.getInputProps('is_emergency', { type: 'checkbox' })}
        color="green"
      />
    </SimpleGrid>
  );
}

export const CONTACT: RecordDefinition<'contacts', ContactValues> = {
  kind: 'contacts',
  noun: 'contact',
  empty: { name: '', relationship: '', phone: '', email: '', is_emergency: false },
  valuesOf: (c) => ({
    name: c.name,
    relationship: c.relationship,
    phone: formatPhone(c.phone),
    email: c.email ?? '',
    is_emergency: c.is_emergency,
  }),
  bodyOf: (v) => ({ ...v }),
  title: (c) => c.name,
  view: (c) => (
    <>
      <Group gap="xs">
        {c.relationship && <Text fz="sm">{c.relationship}</Text>}
        {c.is_emergency && (
          <Badge size="sm" variant="light" color="red">
            Emergency
          </Badge>
        )}
      </Group>
      <Text fz="sm">{[formatPhone(c.phone), c.email].filter(Boolean).join(' · ') || 'No phone or email'}</Text>
    </>
  ),
  fields: (form) => <ContactFields form={form} />,
};
