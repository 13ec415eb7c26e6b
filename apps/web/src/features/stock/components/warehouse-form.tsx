import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { CreateWarehouseBody, Warehouse } from '@dme/contract';
import { splitErrors, withoutErrors, type FieldErrorMap } from '../../company';
import { WarehouseFields, type WarehousePatch } from './warehouse-fields';
import { validateWarehouse, WAREHOUSE_FIELDS, warehouseBody, warehouseValuesOf, type WarehouseValues } from './warehouse-values';

export interface WarehouseFormProps {
  /** The saved warehouse; omitted for a new one. */
  warehouse?: Warehouse;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Sends the body; a rejection's 422 lands under the fields it names, anything else above them. */
  onSubmit: (body: CreateWarehouseBody) => Promise<unknown>;
  pending: boolean;
  /** Other buttons, on the left of the submit button's line (a delete). */
  actions?: ReactNode;
}

/** The warehouse's fields with the contract's checks before sending and the server's answers under the fields. */
export function WarehouseForm({ warehouse, label, submitLabel, onSubmit, pending, actions }: WarehouseFormProps) {
  const [values, setValues] = useState<WarehouseValues>(() => warehouseValuesOf(warehouse));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (patch: WarehousePatch) => {
    if (typeof patch === 'function') {
      setValues((current) => ({ ...current, ...patch(current) }));
      return;
    }
    setValues((current) => ({ ...current, ...patch }));
    setErrors((old) => Object.keys(patch).reduce((acc, field) => withoutErrors(acc, field), old));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = warehouseBody(values);
    const invalid = validateWarehouse(body);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await onSubmit(body);
    } catch (error) {
      const split = splitErrors(error, WAREHOUSE_FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title="Could not save the warehouse" role="alert">
            {formError}
          </Alert>
        )}
        <WarehouseFields
          values={values}
          errors={errors}
          onChange={change}
          savedLocation={warehouse?.location}
          savedOffice={warehouse?.doctor_office ?? null}
        />
        <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
          {actions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
