import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { createLocationBody, type DoctorLocation } from '@dme/contract';
import { LocationDetails, OfficeCard as PlaceCard, officeBody, officeValuesOf, type OfficeValues } from '../../locations';
import { useSaveDoctorLocation } from '../api/save-doctor-location';

export interface OfficeCardProps {
  doctorId: number;
  /** Omitted: a new office, in edit mode until saved or cancelled. */
  location?: DoctorLocation;
  canEdit: boolean;
  /** The office's own page (given in lists). */
  href?: string;
  onClose?: () => void;
}

/**
 * An office of a doctor as a card; the company edits it only while it authors an unverified practice. A supplier
 * reads the address, hours and the contacts deliveries need (not the practice's staff).
 */
export function OfficeCard({ doctorId, location, canEdit, href, onClose }: OfficeCardProps) {
  const save = useSaveDoctorLocation(doctorId);
  return (
    <PlaceCard<OfficeValues>
      title={location?.name ?? 'New office'}
      isNew={location === undefined}
      canEdit={canEdit}
      valuesOf={() => officeValuesOf(location)}
      schema={createLocationBody}
      save={(values) => save.mutateAsync({ id: location?.id ?? null, body: officeBody(values) })}
      savedMessage={location ? 'Office saved' : 'Office added'}
      saveLabel={location ? undefined : 'Add office'}
      onClose={onClose}
      actions={
        href ? (
          <Button component={Link} to={href} size="xs" variant="subtle">
            Open page
          </Button>
        ) : undefined
      }
    >
      {location && <LocationDetails location={location} withStaff={false} />}
    </PlaceCard>
  );
}
