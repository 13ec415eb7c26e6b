import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DRIVER_SKILL_LABELS, DRIVER_SKILLS, driverConfigBody, type DriverConfigBody, type DriverProfile, type DriverSkill } from '@dme/contract';
import { RequiredLabel, Select, Switch } from '../../../components';
import { splitServerErrors, validateWith, type FieldErrors } from '../../auth';
import { warehouseOptionsQueryOptions } from '../api/list-warehouse-options';
import { DRIVER_FIELDS, driverBody, driverValuesOf, type DriverField, type DriverValues } from './driver-values';

export interface DriverFormProps {
  driver: DriverProfile;
  /** Sends the body; a rejection's 422 lands under the fields it names, anything else above them. */
  onSubmit: (body: DriverConfigBody) => Promise<unknown>;
  pending: boolean;
}

/** A driver's shift, break, vehicle, home warehouse and skills: what the scheduler and the optimiser plan with. */
export function DriverForm({ driver, onSubmit, pending }: DriverFormProps) {
  const [values, setValues] = useState<DriverValues>(() => driverValuesOf(driver));
  const [errors, setErrors] = useState<FieldErrors<DriverField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const warehouses = useQuery(warehouseOptionsQueryOptions());
  // Keep the saved home warehouse selectable even when the warehouse list is not readable (no stock permission).
  const known = warehouses.data ?? [];
  const options = [
    ...(driver.home_warehouse && !known.some((w) => w.id === driver.home_warehouse!.id) ? [driver.home_warehouse] : []),
    ...known,
  ].map((w) => ({ id: w.id, title: w.name }));

  const set = <K extends keyof DriverValues>(field: K, value: DriverValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const num = (value: string | number): number | '' => (typeof value === 'number' ? value : value === '' ? '' : Number(value));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = driverBody(values);
    const invalid = validateWith(driverConfigBody, body, DRIVER_FIELDS);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await onSubmit(body);
    } catch (error) {
      const split = splitServerErrors(error, DRIVER_FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Driver settings">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title="Could not save the driver" role="alert">
            {formError}
          </Alert>
        )}
        <Switch label="Active (planned on routes)" checked={values.active} onChange={(active) => set('active', active)} size="md" />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput
            label={<RequiredLabel>Shift start</RequiredLabel>}
            type="time"
            name="shift_start"
            value={values.shift_start}
            onChange={(e) => set('shift_start', e.currentTarget.value)}
            error={errors.shift_start}
          />
          <TextInput
            label={<RequiredLabel>Shift end</RequiredLabel>}
            type="time"
            name="shift_end"
            value={values.shift_end}
            onChange={(e) => set('shift_end', e.currentTarget.value)}
            error={errors.shift_end}
          />
          <TextInput
            label="Break start"
            type="time"
            name="break_start"
            value={values.break_start}
            onChange={(e) => set('break_start', e.currentTarget.value)}
            error={errors.break_start}
          />
          <NumberInput
            label="Break, minutes"
            name="break_minutes"
            min={0}
            max={240}
            allowDecimal={false}
            allowNegative={false}
            value={values.break_minutes}
            onChange={(v) => set('break_minutes', num(v))}
            error={errors.break_minutes}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <NumberInput
            label={<RequiredLabel>Capacity, units</RequiredLabel>}
            name="capacity_count"
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            value={values.capacity_count}
            onChange={(v) => set('capacity_count', num(v))}
            error={errors.capacity_count}
          />
          <NumberInput
            label="Capacity, volume (ft³)"
            name="capacity_volume"
            min={1}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            value={values.capacity_volume}
            onChange={(v) => set('capacity_volume', num(v))}
            error={errors.capacity_volume}
          />
          <TextInput label="Vehicle" name="vehicle" value={values.vehicle} onChange={(e) => set('vehicle', e.currentTarget.value)} error={errors.vehicle} />
          <Select
            label="Home warehouse"
            name="home_warehouse_id"
            clearable
            searchable
            placeholder={warehouses.isError ? 'Warehouses could not be read' : 'The first stop’s warehouse'}
            options={options}
            value={values.home_warehouse_id}
            onChange={(id) => set('home_warehouse_id', id === null ? null : Number(id))}
            error={errors.home_warehouse_id}
          />
        </SimpleGrid>
        <Checkbox.Group label="Skills" value={values.skills} onChange={(v) => set('skills', v as DriverSkill[])} error={errors.skills}>
          <Group gap="md" mt={6}>
            {DRIVER_SKILLS.map((skill) => (
              <Checkbox key={skill} value={skill} label={DRIVER_SKILL_LABELS[skill]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Save driver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
