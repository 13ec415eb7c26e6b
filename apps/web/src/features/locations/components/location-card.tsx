import { useState } from 'react';
import type { DoctorLocation } from '@dme/contract';
import { Card, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreateLocation } from '../api/create-location';
import { useDeleteLocationContact } from '../api/delete-contact';
import { useUpdateLocation } from '../api/update-location';
import { LocationDetails } from './location-details';
import { LocationForm } from './location-form';
import {
  serverErrorsOf,
  toBody,
  validateLocation,
  valuesOf,
  withoutErrors,
  type LocationErrors,
  type LocationValues,
} from './location-values';

type Patch = Partial<LocationValues> | ((current: LocationValues) => Partial<LocationValues>);

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
  const isNew = location === undefined;
  const [editing, setEditing] = useState(isNew);
  const [values, setValues] = useState<LocationValues>(() => valuesOf(location));
  const [errors, setErrors] = useState<LocationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const deleteContact = useDeleteContactFlow();

  const change = (patch: Patch) => {
    if (typeof patch === 'function') {
      // A late fill (city and state from the ZIP): the next save validates it again.
      setValues((current) => ({ ...current, ...patch(current) }));
      return;
    }
    setValues((current) => ({ ...current, ...patch }));
    setErrors((old) => Object.keys(patch).reduce((acc, field) => withoutErrors(acc, field), old));
  };

  const reset = () => {
    setValues(valuesOf(location));
    setErrors({});
    setFormError(null);
  };

  const save = async (): Promise<boolean> => {
    setFormError(null);
    const invalid = validateLocation(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return false;
    try {
      const body = toBody(values);
      if (isNew) await create.mutateAsync(body);
      else await update.mutateAsync({ id: location.id, body });
      notify.success(isNew ? 'Location added' : 'Location saved');
      if (isNew) onClose?.();
      return true;
    } catch (error) {
      const server = serverErrorsOf(error);
      setErrors(server.fields);
      setFormError(server.form);
      return false;
    }
  };

  return (
    <Card
      title={isNew ? 'New location' : location.name}
      editing={editing}
      onEditingChange={setEditing}
      onEdit={reset}
      onCancel={() => {
        reset();
        onClose?.();
      }}
      onSave={save}
      saveLabel={isNew ? 'Add location' : undefined}
      editContent={
        canEdit ? (
          <LocationForm
            values={values}
            errors={errors}
            formError={formError}
            onChange={change}
            onDeleteSavedContact={async (id, name) => {
              const gone = await deleteContact(id, name);
              if (gone) setErrors((old) => withoutErrors(old, 'contacts'));
              return gone;
            }}
          />
        ) : undefined
      }
    >
      {location && <LocationDetails location={location} onDeleteContact={canEdit ? (c) => void deleteContact(c.id, c.name) : undefined} />}
    </Card>
  );
}
