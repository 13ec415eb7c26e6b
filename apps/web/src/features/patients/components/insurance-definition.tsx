import { useQuery } from '@tanstack/react-query';
import { Badge, Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { applyMask, formatDate, INSURANCE_TYPES, MASKS, unmask, type PatientInsurance } from '@dme/contract';
import { BooleanToggle, MaskedInput, RequiredLabel, Select, textField, choiceField, type AppForm } from '../../../components';
import { payersQueryOptions } from '../api/find-payers';
import { DetailGrid } from './detail-grid';
import type { RecordDefinition } from './record-card';
import { PayerSelect } from './payer-select';

export type InsuranceValues = {
  type: string;
  payer_id: string;
  payer_name: string;
  /** A payer not in the list: its name is typed. */
  other_payer: boolean;
  /** medicare / medicaid / commercial of the chosen payer: picks the member id's mask. */
  payer_type: string;
  member_id: string;
  group_number: string;
  relationship: boolean;
  subscriber_name: string;
  subscriber_dob: string;
  effective_date: string;
  termination_date: string;
};

const TYPE_OPTIONS = INSURANCE_TYPES.map((t) => ({ id: t, title: t === 'primary' ? 'Primary' : 'Secondary' }));
const MEMBER_MASK: Record<string, string> = { medicare: MASKS.medicare, medicaid: MASKS.medicaid };

function InsuranceFields({ form }: { form: AppForm<InsuranceValues> }) {
  const { values } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const set = form.setFieldValue;
  // An existing policy only names its payer: its type (for the mask) comes from the payers list.
  const lookup = useQuery({ ...payersQueryOptions(values.payer_id), enabled: Boolean(values.payer_id) && !values.payer_type });
  const payerType = values.payer_type || lookup.data?.find((p) => p.payer_id === values.payer_id)?.type || '';
  const memberMask = values.other_payer ? undefined : MEMBER_MASK[payerType];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Select label="Type" required allowDeselect={false} options={TYPE_OPTIONS} {...choiceField(form, 'type')} />
      {values.other_payer ? (
        <TextInput label={<RequiredLabel>Payer name</RequiredLabel>} {...textField(form, 'payer_name')} />
      ) : (
        <PayerSelect
          value={values.payer_id}
          name={values.payer_name}
          onChange={(payer) => {
            set('payer_id', payer?.payer_id ?? '');
            set('payer_name', payer?.name ?? '');
            set('payer_type', payer?.type ?? '');
          }}
          error={errors.payer_id ?? errors.payer_name}
        />
      )}
      <Checkbox
        label="The payer is not in the list"
        checked={values.other_payer}
        onChange={(e) => {
          set('other_payer', e.currentTarget.checked);
          set('payer_id', '');
          set('payer_type', '');
        }}
        color="green"
        style={{ gridColumn: '1 / -1' }}
      />
      {memberMask ? (
        <MaskedInput
          mask={memberMask}
          label={payerType === 'medicare' ? 'Member ID (Medicare)' : 'Member ID (Medicaid)'}
          required
          value={applyMask(values.member_id, memberMask)}
          onChange={(v) => set('member_id', v)}
          error={errors.member_id}
        />
      ) : (
        <TextInput label={<RequiredLabel>Member ID</RequiredLabel>} {...textField(form, 'member_id')} />
      )}
      <TextInput label="Group number" {...textField(form, 'group_number')} />
      <BooleanToggle
        label="Relationship"
        yesLabel="Self"
        noLabel="Depend"
        {...form.getInputProps('relationship')}
        value={form.values.relationship}
      />
      <div />
      {!values.relationship && (
        <>
          <TextInput label={<RequiredLabel>Subscriber name</RequiredLabel>} {...textField(form, 'subscriber_name')} />
          <MaskedInput mask="date" label="Subscriber date of birth" required {...textField(form, 'subscriber_dob')} />
        </>
      )}
      <MaskedInput mask="date" label="Effective date" {...textField(form, 'effective_date')} />
      <MaskedInput mask="date" label="Termination date" {...textField(form, 'termination_date')} />
    </SimpleGrid>
  );
}

/** A masked Medicare or Medicaid id is stored as its digits, as the patient's own ids are. */
const memberIdOf = (v: InsuranceValues) => {
  const mask = MEMBER_MASK[v.payer_type];
  return mask && !v.other_payer && /^\d{7}-\d{4}$/.test(v.member_id) ? unmask(v.member_id, mask) : v.member_id.trim();
};

export const INSURANCE: RecordDefinition<'insurances', InsuranceValues> = {
  kind: 'insurances',
  noun: 'insurance',
  empty: {
    type: 'primary',
    payer_id: '',
    payer_name: '',
    other_payer: false,
    payer_type: '',
    member_id: '',
    group_number: '',
    relationship: true,
    subscriber_name: '',
    subscriber_dob: '',
    effective_date: '',
    termination_date: '',
  },
  valuesOf: (i: PatientInsurance) => ({
    type: i.type,
    payer_id: i.payer_id ?? '',
    payer_name: i.payer_name,
    other_payer: i.payer_id === null,
    payer_type: '',
    member_id: i.member_id,
    group_number: i.group_number,
    relationship: i.relationship,
    subscriber_name: i.subscriber_name ?? '',
    subscriber_dob: formatDate(i.subscriber_dob),
    effective_date: formatDate(i.effective_date),
    termination_date: formatDate(i.termination_date),
  }),
  bodyOf: (v) => ({
    type: v.type,
    payer_id: v.other_payer ? null : v.payer_id,
    payer_name: v.other_payer ? v.payer_name : null,
    member_id: memberIdOf(v),
    group_number: v.group_number,
    relationship: v.relationship,
    subscriber_name: v.relationship ? null : v.subscriber_name,
    subscriber_dob: v.relationship ? null : v.subscriber_dob,
    effective_date: v.effective_date,
    termination_date: v.termination_date,
  }),
  title: (i) => i.payer_name || 'Insurance',
  view: (i) => (
    <DetailGrid
      details={[
        { label: 'Member ID', value: i.member_id },
        { label: 'Group number', value: i.group_number },
        { label: 'Payer ID', value: i.payer_id ?? 'Not in the payers list' },
        { label: 'Relationship', value: i.relationship ? 'Self' : `Depend: ${i.subscriber_name ?? ''} (${formatDate(i.subscriber_dob)})` },
        { label: 'Effective', value: formatDate(i.effective_date) },
        { label: 'Termination', value: formatDate(i.termination_date) },
      ]}
    />
  ),
  fields: (form) => <InsuranceFields form={form} />,
};

export const insuranceBadge = (i: PatientInsurance) =>
  i.is_active ? (
    <Badge size="sm" variant="light" color="green" w="fit-content">
      Active
    </Badge>
  ) : (
    <Text fz="xs" c="dimmed">
      Ended {formatDate(i.termination_date)}
    </Text>
  );
