import { Alert, Stack } from '@mantine/core';
import { ContactsEditor } from './contacts-editor';
import type { LocationErrors, LocationValues } from './location-values';
import { OfficeFields } from './office-fields';

export interface LocationFormProps {
  values: LocationValues;
  errors: LocationErrors;
  /** Replaces some fields (a function reads the values current at the time); the caller clears their errors. */
  onChange: (patch: Partial<LocationValues> | ((current: LocationValues) => Partial<LocationValues>)) => void;
  /** A failure that names no field. */
  formError?: string | null;
  /** Removes a saved contact on the server (after confirming); resolves true when it is gone. */
  onDeleteSavedContact: (contactId: number, name: string) => Promise<boolean>;
}

/** The fields of an office: name, address (ZIP fills city and state), the week's hours and the contacts. */
export function LocationForm({ values, errors, onChange, formError, onDeleteSavedContact }: LocationFormProps) {
  return (
    <Stack gap="md">
      {formError && (
        <Alert color="red" variant="light" title="Could not save" role="alert">
          {formError}
        </Alert>
      )}
      <OfficeFields values={values} errors={errors} onChange={onChange} />
      <ContactsEditor
        contacts={values.contacts}
        errors={errors}
        onChange={(contacts) => onChange({ contacts })}
        onDeleteSaved={onDeleteSavedContact}
      />
    </Stack>
  );
}
