import { useQuery } from '@tanstack/react-query';
import { Autocomplete, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate } from '@dme/contract';
import { MaskedInput, RequiredLabel, Textarea, textField, type AppForm } from '../../../components';
import { diagnosesQueryOptions } from '../api/find-diagnoses';
import type { RecordDefinition } from './record-card';

export type HistoryValues = {
  condition: string;
  icd10: string;
  date: string;
  notes: string;
};

const optionText = (d: { code_dotted: string; description: string }) => `${d.code_dotted} — ${d.description}`;

/** A condition; typing searches the ICD-10 list (`GET diagnoses`), and picking one fills the code too. */
function HistoryFields({ form }: { form: AppForm<HistoryValues> }) {
  const { values } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const set = form.setFieldValue;
  const [searched] = useDebouncedValue(values.condition.trim(), 250);
  const diagnoses = useQuery(diagnosesQueryOptions(searched));
  const found = diagnoses.data ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Autocomplete
        label={<RequiredLabel>Condition</RequiredLabel>}
        description="Type words or an ICD-10 code to search the code list."
        data={found.map(optionText)}
        filter={({ options }) => options}
        value={values.condition}
        onChange={(v) => set('condition', v)}
        onOptionSubmit={(text) => {
          const picked = found.find((d) => optionText(d) === text);
          if (!picked) return;
          // The option's text lands in the field first; the description replaces it.
          window.setTimeout(() => set('condition', picked.description), 0);
          set('icd10', picked.code_dotted);
        }}
        error={errors.condition}
        comboboxProps={{ offset: 6 }}
      />
      <TextInput label="ICD-10 code" {...textField(form, 'icd10')} />
      <MaskedInput mask="date" label="Date" {...textField(form, 'date')} />
      <Textarea label="Notes" rows={3} {...textField(form, 'notes')} />
    </SimpleGrid>
  );
}

export const HISTORY: RecordDefinition<'history', HistoryValues> = {
  kind: 'history',
  noun: 'condition',
  empty: { condition: '', icd10: '', date: '', notes: '' },
  valuesOf: (h) => ({ condition: h.condition, icd10: h.icd10 ?? '', date: formatDate(h.date), notes: h.notes }),
  bodyOf: (v) => ({ ...v }),
  title: (h) => h.condition,
  view: (h) => (
    <>
      <Text fz="sm">
        {[h.icd10 && `ICD-10 ${h.icd10}`, h.date && `since ${formatDate(h.date)}`].filter(Boolean).join(' · ') || 'No code or date'}
      </Text>
      {h.notes && (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {h.notes}
        </Text>
      )}
    </>
  ),
  fields: (form) => <HistoryFields form={form} />,
};
