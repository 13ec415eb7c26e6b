import { useState, type ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import type { z } from 'zod';
import { Card, cardSave, useAppForm, type AppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { OfficeFields } from './office-fields';
import type { OfficeValues } from './office-values';

export interface OfficeCardProps<V extends OfficeValues> {
  /** The place's name; a new place's card is titled `newTitle`. */
  title: string;
  isNew: boolean;
  canEdit: boolean;
  /** Form values of the saved place (or of a new one), read again each time editing starts. */
  valuesOf: () => V;
  /** The contract's schema of the call the card submits (the server's rules and words). */
  schema: z.ZodType;
  /** Sends the values; resolves once saved. A 422 lands on the fields it names. */
  save: (values: V) => Promise<unknown>;
  /** The notification after a save. */
  savedMessage: string;
  /** A new place's save button ('Add office'). */
  saveLabel?: string;
  /** Header buttons in view mode. */
  actions?: ReactNode;
  /** A new place's card closes after saving or cancelling. */
  onClose?: () => void;
  /** What the place has beyond an office's fields (contacts, staff), below them. */
  extraFields?: (form: AppForm<V>) => ReactNode;
  /** The view mode. */
  children: ReactNode;
}

/**
 * An office-like place as a card (foundation §4): a doctor's office, a practice's location, a supplier's department.
 * View mode shows `children`; 'Edit Info' opens name, address, the week's hours and `extraFields`, checked by the
 * contract's schema before sending; server 422s land on their fields and the card stays open.
 */
export function OfficeCard<V extends OfficeValues>({
  title,
  isNew,
  canEdit,
  valuesOf,
  schema,
  save,
  savedMessage,
  saveLabel,
  actions,
  onClose,
  extraFields,
  children,
}: OfficeCardProps<V>) {
  const [editing, setEditing] = useState(isNew);
  const form = useAppForm<V>({ initialValues: valuesOf(), schema });

  const submit = cardSave(form, save, () => {
    notify.success(savedMessage);
    if (isNew) onClose?.();
  });

  return (
    <Card
      title={title}
      actions={actions}
      editing={editing}
      onEditingChange={setEditing}
      onEdit={() => form.resetTo(valuesOf())}
      onCancel={() => {
        form.resetTo(valuesOf());
        onClose?.();
      }}
      onSave={submit}
      saveLabel={saveLabel}
      editContent={
        canEdit ? (
          <Stack gap="md">
            {form.formError && (
              <Alert color="red" variant="light" title="Could not save" role="alert">
                {form.formError}
              </Alert>
            )}
            <OfficeFields form={form} />
            {extraFields?.(form)}
          </Stack>
        ) : undefined
      }
    >
      {children}
    </Card>
  );
}
