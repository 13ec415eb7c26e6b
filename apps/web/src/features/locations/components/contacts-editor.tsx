import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MaskedInput, RequiredLabel } from '../../../components';
import { emptyContact, type ContactTextField, type ContactValues, type LocationErrors } from './location-values';

export interface ContactsEditorProps {
  contacts: readonly ContactValues[];
  /** Keyed `contacts.{i}.{field}`, as the server's 422. */
  errors: LocationErrors;
  onChange: (next: ContactValues[]) => void;
  /** Deletes a saved contact (confirmed first); resolves true when it is gone. */
  onDeleteSaved: (contactId: number, name: string) => Promise<boolean>;
}

/** The office's contact people: name, title, phone (+1 mask) and e-mail; rows can be added and removed. */
export function ContactsEditor({ contacts, errors, onChange, onDeleteSaved }: ContactsEditorProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const set = (index: number, field: ContactTextField, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [field]: value } : c)));
  const remove = async (contact: ContactValues) => {
    if (contact.id !== undefined) {
      setRemoving(contact._key);
      const gone = await onDeleteSaved(contact.id, contact.name).finally(() => setRemoving(null));
      if (!gone) return;
    }
    onChange(contacts.filter((c) => c._key !== contact._key));
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
        const error = (field: ContactTextField) => errors[`contacts.${i}.${field}`];
        return (
          <Paper key={contact._key} withBorder radius="sm" p="sm" data-testid="contact-row">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label={<RequiredLabel>Name</RequiredLabel>}
                aria-label={`Contact ${n} name`}
                value={contact.name}
                onChange={(e) => set(i, 'name', e.currentTarget.value)}
                error={error('name')}
              />
              <TextInput
                label="Title"
                aria-label={`Contact ${n} title`}
                value={contact.title}
                onChange={(e) => set(i, 'title', e.currentTarget.value)}
                error={error('title')}
              />
              <MaskedInput
                mask="phone"
                label="Phone"
                aria-label={`Contact ${n} phone`}
                autoComplete="tel"
                value={contact.phone}
                onChange={(masked) => set(i, 'phone', masked)}
                error={error('phone')}
              />
              <TextInput
                label="Email"
                aria-label={`Contact ${n} email`}
                type="email"
                autoComplete="email"
                value={contact.email}
                onChange={(e) => set(i, 'email', e.currentTarget.value)}
                error={error('email')}
              />
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
        <Button variant="light" size="xs" onClick={() => onChange([...contacts, emptyContact()])}>
          Add contact
        </Button>
      </Group>
    </Stack>
  );
}
