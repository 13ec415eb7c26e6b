import { SimpleGrid, Text } from '@mantine/core';
import { ACCIDENT_TYPES, formatDate, type PatientAccident } from '@dme/contract';
import { MaskedInput, Select, Textarea, textField, choiceField, type AppForm } from '../../../components';
import type { RecordDefinition } from './record-card';
import { STATE_OPTIONS } from './shared-options';

export type AccidentValues = {
  date: string;
  type: string;
  state: string;
  description: string;
};

const TYPE_TITLES: Record<PatientAccident['type'], string> = { auto: 'Auto', work: 'Work', other: 'Other' };
const TYPE_OPTIONS = ACCIDENT_TYPES.map((id) => ({ id, title: TYPE_TITLES[id] }));

function AccidentFields({ form }: { form: AppForm<AccidentValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <MaskedInput mask="date" label="Accident date" required {...textField(form, 'date')} />
      <Select label="Type" required allowDeselect={false} placeholder="Choose" options={TYPE_OPTIONS} {...choiceField(form, 'type')} />
      <Select label="State" searchable clearable placeholder="Where it happened" options={STATE_OPTIONS} {...choiceField(form, 'state')} />
      <Textarea label="Description" rows={3} {...textField(form, 'description')} />
    </SimpleGrid>
  );
}

export const ACCIDENT: RecordDefinition<'accidents', AccidentValues> = {
  kind: 'accidents',
  noun: 'accident',
  empty: { date: '', type: '', state: '', description: '' },
  valuesOf: (a) => ({ date: formatDate(a.date), type: a.type, state: a.state ?? '', description: a.description }),
  bodyOf: (v) => ({ ...v }),
  title: (a) => `${TYPE_TITLES[a.type]} accident, ${formatDate(a.date)}`,
  view: (a) => (
    <>
      {a.state && <Text fz="sm">State: {a.state}</Text>}
      <Text fz="sm" c={a.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
        {a.description || 'No description'}
      </Text>
    </>
  ),
  fields: (form) => <AccidentFields form={form} />,
};
