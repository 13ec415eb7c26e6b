import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { createLocationBody, formatPhone, type DoctorLocation } from '@dme/contract';
import { Card } from '../../../components';
import { notify } from '../../../lib/notify';
import {
  OFFICE_FIELDS,
  officeBody,
  officeValuesOf,
  splitErrors,
  validateWith,
  withoutErrors,
  type FieldErrorMap,
  type OfficeValues,
} from '../../company';
import { OfficeFields, WorkingHoursView, type OfficePatch } from '../../locations';
import { useSaveDoctorLocation } from '../api/save-doctor-location';

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {children}
    </Text>
  );
}

/** An office as a supplier reads it: address, hours and the contacts deliveries need. */
export function OfficeDetails({ location }: { location: DoctorLocation }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <Box>
        <Label>Address</Label>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {location.full_address || '—'}
        </Text>
      </Box>
      <Box>
        <Label>Working hours</Label>
        <WorkingHoursView days={location.working_hours} />
      </Box>
      <Stack gap={6}>
        <Label>Contacts</Label>
        {location.contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No contacts.
          </Text>
        ) : (
          location.contacts.map((c) => (
            <Stack key={c.id} gap={0}>
              <Text size="sm" fw={500}>
                {c.name}
                {c.title ? ` · ${c.title}` : ''}
              </Text>
              {c.phone && (
                <Anchor href={`tel:${c.phone}`} size="sm">
                  {formatPhone(c.phone)}
                </Anchor>
              )}
              {c.email && (
                <Anchor href={`mailto:${c.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.email}
                </Anchor>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </SimpleGrid>
  );
}

export interface OfficeCardProps {
  doctorId: number;
  /** Omitted: a new office, in edit mode until saved or cancelled. */
  location?: DoctorLocation;
  canEdit: boolean;
  /** The office's own page (given in lists). */
  href?: string;
  onClose?: () => void;
}

/** An office of a doctor as a card; the company edits it only while it authors an unverified practice. */
export function OfficeCard({ doctorId, location, canEdit, href, onClose }: OfficeCardProps) {
  const isNew = location === undefined;
  const save = useSaveDoctorLocation(doctorId);
  const [editing, setEditing] = useState(isNew);
  const [values, setValues] = useState<OfficeValues>(() => officeValuesOf(location));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (patch: OfficePatch) => {
    if (typeof patch === 'function') {
      setValues((current) => ({ ...current, ...patch(current) }));
      return;
    }
    setValues((current) => ({ ...current, ...patch }));
    setErrors((old) => Object.keys(patch).reduce((acc, field) => withoutErrors(acc, field), old));
  };
  const reset = () => {
    setValues(officeValuesOf(location));
    setErrors({});
    setFormError(null);
  };
  const submit = async (): Promise<boolean> => {
    setFormError(null);
    const body = officeBody(values);
    const invalid = validateWith(createLocationBody, body, values.working_hours);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return false;
    try {
      await save.mutateAsync({ id: location?.id ?? null, body });
      notify.success(isNew ? 'Office added' : 'Office saved');
      if (isNew) onClose?.();
      return true;
    } catch (error) {
      const split = splitErrors(error, OFFICE_FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
      return false;
    }
  };

  return (
    <Card
      title={isNew ? 'New office' : location.name}
      actions={
        href ? (
          <Button component={Link} to={href} size="xs" variant="subtle">
            Open page
          </Button>
        ) : undefined
      }
      editing={editing}
      onEditingChange={setEditing}
      onEdit={reset}
      onCancel={() => {
        reset();
        onClose?.();
      }}
      onSave={submit}
      saveLabel={isNew ? 'Add office' : undefined}
      editContent={
        canEdit ? (
          <Stack gap="md">
            {formError && (
              <Text role="alert" c="red" fz="sm">
                {formError}
              </Text>
            )}
            <OfficeFields values={values} errors={errors} onChange={change} />
          </Stack>
        ) : undefined
      }
    >
      {location && <OfficeDetails location={location} />}
    </Card>
  );
}
