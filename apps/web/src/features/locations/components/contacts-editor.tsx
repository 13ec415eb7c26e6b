import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MaskedInput, RequiredLabel, type AppForm } from '../../../components';
import { emptyContact, type ContactTextField, type ContactValues, type LocationValues } from './location-values';

export interface ContactsEditorProps {
  /** The location's form: rows are `contacts.{i}`, their errors `contacts.{i}.{field}` as the server's 422. */
  form: AppForm<LocationValues>;
  /** Deletes a saved contact (confirmed first); resolves true when it is gone. */
  onDeleteSaved: (contactId: number, name: string) => Promise<boolean>;
}

/** The office's contact people: name, title, phone (+1 mask) and e-mail; rows can be added and removed. */
export function ContactsEditor({ form, onDeleteSaved }: ContactsEditorProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const contacts = form.values.contacts;
  const remove = async (contact: ContactValues) => {
    if (contact.id !== undefined) {
      setRemoving(contact._key);
      const gone = await onDeleteSaved(contact.id, contact.name).finally(() => setRemoving(null));
      if (!gone) return;
    }
    const index = form.getValues().contacts.findIndex((c) => c._key === contact._key);
    if (index >= 0) form.removeListItem('contacts', index);
  };

  return (
    <Stack gap="xs" role="group" aria-label="Contacts">
      <Text fw={600} size="sm">
        Contacts
      </Text>
      {contacts.length === 0 && (
        <Text size="sm" c="dimmed">
          No contacts yet.
        </Text>
      )}
      {contacts.map((contact, i) => {
        const n = i + 1;
        const field = (name: ContactTextField) => form.getInputProps(`contacts.${i}.${name}`);
        return (
          <Paper key={contact._key} withBorder radius="sm" p="sm" data-testid="contact-row">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput label={<RequiredLabel>Name</RequiredLabel>} aria-label={`Contact ${n} name`} {...field('name')} />
              <TextInput label="Title" aria-label={`Contact ${n} title`} {...field('title')} />
              <MaskedInput
                mask="phone"
                label="Phone"
                aria-label={`Contact ${n} phone`}
                autoComplete="tel"
                {...field('phone')}
                value={contact.phone}
              />
              <TextInput label="Email" aria-label={`Contact ${n} email`} type="email" autoComplete="email" {...field('email')} />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={removing === contact._key}
                onClick={() => void remove(contact)}
                aria-label={`Remove contact ${contact.name || n}`}
              >
                Remove
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" size="xs" onClick={() => form.insertListItem('contacts', emptyContact())}>
          Add contact
        </Button>
      </Group>
    </Stack>
  );
}
