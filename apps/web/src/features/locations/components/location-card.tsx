import { z } from 'zod';
import { createLocationBody, type DoctorLocation } from '@dme/contract';
import { useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreateLocation } from '../api/create-location';
import { useDeleteLocationContact } from '../api/delete-contact';
import { useUpdateLocation } from '../api/update-location';
import { ContactsEditor } from './contacts-editor';
import { LocationDetails } from './location-details';
import { toBody, valuesOf, type LocationValues } from './location-values';
import { OfficeCard } from './office-card';
import { clearErrorsUnder } from './office-values';

/** The form is checked as the body it sends (trimmed, phones as digits), so paths and words are the server's. */
const locationFormSchema = z.preprocess((values) => toBody(values as LocationValues), createLocationBody);

/** One deletion path for a contact, in view and edit mode: confirmed first, then removed on the server. */
export function useDeleteContactFlow() {
  const confirm = useConfirm();
  const remove = useDeleteLocationContact();
  return async (contactId: number, name: string): Promise<boolean> => {
    const confirmed = await confirm({ text: `Delete the contact “${name}”?`, color: 'red', confirmLabel: 'Yes' });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(contactId);
      notify.success('Contact deleted');
      return true;
    } catch {
      // The error catalogue has told the user.
      return false;
    }
  };
}

export interface LocationCardProps {
  /** Omitted: a new office, shown in edit mode until saved or cancelled. */
  location?: DoctorLocation;
  /** Owners edit; staff only read. */
  canEdit: boolean;
  /** A new office's card closes after saving or cancelling. */
  onClose?: () => void;
}

/** An office as a card (foundation §4): read in view mode; 'Edit Info' opens the form; server 422s land on fields. */
export function LocationCard({ location, canEdit, onClose }: LocationCardProps) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const deleteContact = useDeleteContactFlow();

  return (
    <OfficeCard<LocationValues>
      title={location?.name ?? 'New location'}
      isNew={location === undefined}
      canEdit={canEdit}
      valuesOf={() => valuesOf(location)}
      schema={locationFormSchema}
      save={(values) => (location ? update.mutateAsync({ id: location.id, body: toBody(values) }) : create.mutateAsync(toBody(values)))}
      savedMessage={location ? 'Location saved' : 'Location added'}
      saveLabel={location ? undefined : 'Add location'}
      onClose={onClose}
      extraFields={(form) => (
        <ContactsEditor
          form={form}
          onDeleteSaved={async (id, name) => {
            const gone = await deleteContact(id, name);
            if (gone) clearErrorsUnder(form, 'contacts');
            return gone;
          }}
        />
      )}
    >
      {location && <LocationDetails location={location} onDeleteContact={canEdit ? (c) => void deleteContact(c.id, c.name) : undefined} />}
    </OfficeCard>
  );
}
