import { ActionIcon, Anchor, Box, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { formatPhone, type DoctorLocation } from '@dme/contract';
import { TrashIcon } from '../../../components/icons';
import { WorkingHoursView } from './working-hours-view';

type LocationContact = DoctorLocation['contacts'][number];

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {children}
    </Text>
  );
}

function ContactLine({ contact, onDelete }: { contact: LocationContact; onDelete?: (contact: LocationContact) => void }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {contact.name}
          {contact.title && (
            <Text span size="sm" c="dimmed">
              {' '}
              · {contact.title}
            </Text>
          )}
        </Text>
        {contact.phone && (
          <Anchor href={`tel:${contact.phone}`} size="sm">
            {formatPhone(contact.phone)}
          </Anchor>
        )}
        {contact.email && (
          <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Anchor>
        )}
      </Stack>
      {onDelete && (
        <Tooltip label="Delete contact">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete contact ${contact.name}`} onClick={() => onDelete(contact)}>
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export interface LocationDetailsProps {
  location: DoctorLocation;
  /** Given to owners: a delete button per contact. */
  onDeleteContact?: (contact: LocationContact) => void;
}

/** The view mode of an office card: address, hours, contacts and staff. */
export function LocationDetails({ location, onDeleteContact }: LocationDetailsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <Stack gap="sm">
        <Box>
          <Label>Address</Label>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {location.full_address || '—'}
          </Text>
        </Box>
        <Box>
          <Label>Staff</Label>
          <Text size="sm">{location.staff.map((s) => s.name).join(', ') || '—'}</Text>
        </Box>
      </Stack>
      <Box>
        <Label>Working hours</Label>
        <WorkingHoursView days={location.working_hours} />
      </Box>
      <Stack gap="xs">
        <Label>Contacts</Label>
        {location.contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No contacts yet.
          </Text>
        ) : (
          location.contacts.map((contact) => <ContactLine key={contact.id} contact={contact} onDelete={onDeleteContact} />)
        )}
      </Stack>
    </SimpleGrid>
  );
}
