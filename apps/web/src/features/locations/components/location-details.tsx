import type { ReactNode } from 'react';
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
          {contact.title ? ` · ${contact.title}` : ''}
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

export interface OfficeDetailsProps {
  address: string;
  workingHours: readonly { from: string; to: string }[];
  /** Under the address (the staff who work there). */
  belowAddress?: ReactNode;
  /** The third column: contacts, or a department's staff. */
  children?: ReactNode;
}

/** The view mode of an office-like card: the address, the week's hours and a third column. */
export function OfficeDetails({ address, workingHours, belowAddress, children }: OfficeDetailsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <Stack gap="sm">
        <Box>
          <Label>Address</Label>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {address || '—'}
          </Text>
        </Box>
        {belowAddress}
      </Stack>
      <Box>
        <Label>Working hours</Label>
        <WorkingHoursView days={workingHours} />
      </Box>
      {children}
    </SimpleGrid>
  );
}

/** A column of an office's details: its uppercase label, then the content. */
export function DetailsColumn({ label, gap = 'xs', children }: { label: string; gap?: number | 'xs'; children: ReactNode }) {
  return (
    <Stack gap={gap}>
      <Label>{label}</Label>
      {children}
    </Stack>
  );
}

export interface LocationDetailsProps {
  location: DoctorLocation;
  /** The practice's own view lists who works there; a supplier's does not. */
  withStaff?: boolean;
  /** Given to owners: a delete button per contact. */
  onDeleteContact?: (contact: LocationContact) => void;
}

/** The view mode of an office card: address, hours, contacts (and staff). */
export function LocationDetails({ location, withStaff = true, onDeleteContact }: LocationDetailsProps) {
  return (
    <OfficeDetails
      address={location.full_address}
      workingHours={location.working_hours}
      belowAddress={
        withStaff && (
          <Box>
            <Label>Staff</Label>
            <Text size="sm">{location.staff.map((s) => s.name).join(', ') || '—'}</Text>
          </Box>
        )
      }
    >
      <DetailsColumn label="Contacts">
        {location.contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No contacts yet.
          </Text>
        ) : (
          location.contacts.map((contact) => <ContactLine key={contact.id} contact={contact} onDelete={onDeleteContact} />)
        )}
      </DetailsColumn>
    </OfficeDetails>
  );
}
