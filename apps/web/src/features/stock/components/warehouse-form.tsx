import type { ReactNode } from 'react';
import { createWarehouseBody, type CreateWarehouseBody, type Warehouse } from '@dme/contract';
import { bodySchema } from '../../../components/form';
import { RecordForm, useRecordForm } from '../../../components/record-tab';
import { WarehouseFields } from './warehouse-fields';
import { warehouseBody, warehouseValuesOf } from './warehouse-values';

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

/** The contract's rules for the body the values make, in the server's words. */
const warehouseForm = bodySchema(createWarehouseBody, warehouseBody);

/** The warehouse's fields with the contract's checks before sending and the server's answers under the fields. */
export function WarehouseForm({ warehouse, label, submitLabel, onSubmit, pending, actions }: WarehouseFormProps) {
  const { form, submit } = useRecordForm({
    initialValues: warehouseValuesOf(warehouse),
    schema: warehouseForm,
    body: warehouseBody,
    send: onSubmit,
  });

  return (
    <RecordForm
      label={label}
      onSubmit={submit}
      formError={form.formError}
      errorTitle="Could not save the warehouse"
      submitLabel={submitLabel}
      pending={pending}
      actions={actions}
    >
      <WarehouseFields form={form} savedLocation={warehouse?.location} savedOffice={warehouse?.doctor_office ?? null} />
    </RecordForm>
  );
}
