import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Grid, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { formatCents, walletDepositBody, formatDateTime, WALLET_METHODS, type Patient, type WalletEntry } from '@dme/contract';
import { choiceField, DataTable, Select, textField, useAppForm, type DataTableColumn } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useDeposit } from '../api/deposit';
import { walletQueryOptions } from '../api/get-wallet';

const METHOD_OPTIONS = WALLET_METHODS.map((id) => ({ id, title: id[0]!.toUpperCase() + id.slice(1) }));

const COLUMNS: readonly DataTableColumn<WalletEntry>[] = [
  {
    key: 'created_at',
    title: 'Date',
    render: (e) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(e.created_at)}
      </Text>
    ),
    csv: (e) => formatDateTime(e.created_at),
  },
  {
    key: 'kind',
    title: 'Kind',
    render: (e) => (
      <Badge size="sm" variant="light" color={e.kind === 'deposit' ? 'green' : 'orange'}>
        {e.kind === 'deposit' ? 'Deposit' : 'Charge'}
      </Badge>
    ),
  },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (e) => (
      <Text fz="sm" fw={600} c={e.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatCents(e.amount)}
      </Text>
    ),
    csv: (e) => (e.amount / 100).toFixed(2),
  },
  { key: 'method', title: 'Method', render: (e) => METHOD_OPTIONS.find((m) => m.id === e.method)?.title ?? '' },
  { key: 'note', title: 'Note' },
  { key: 'order_id', title: 'Order', render: (e) => (e.order_id ? `#${e.order_id}` : '') },
];

type DepositValues = {
  amount: string | number;
  method: string;
  note: string;
};
const EMPTY: DepositValues = { amount: '', method: '', note: '' };

/** Dollars as typed -> whole cents (the API's unit); NaN when not a number. */
const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

const depositBody = (values: DepositValues) => {
  const cents = toCents(values.amount);
  return {
    amount: values.amount === '' || Number.isNaN(cents) ? 0 : cents,
    ...(values.method ? { method: values.method as (typeof WALLET_METHODS)[number] } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
};
/** Checked as the body it sends (cents), by the contract's rules and words. */
const depositFormSchema = z.preprocess((values) => depositBody(values as DepositValues), walletDepositBody);

function DepositForm({ patientId }: { patientId: number }) {
  const deposit = useDeposit(patientId);
  const form = useAppForm<DepositValues>({ initialValues: EMPTY, schema: depositFormSchema });

  // Awaited rather than mutate callbacks: the wallet is read again and the form may mount anew meanwhile.
  const submit = form.onSubmit(async (values) => {
    form.clearFormError();
    const body = depositBody(values);
    try {
      await deposit.mutateAsync(body);
      notify.success(`Deposit of ${formatCents(body.amount)} recorded`);
      form.resetTo(EMPTY);
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label="Record deposit">
      <Title order={2} fz="md" mb="sm">
        Record deposit
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label="Amount"
          required
          withAsterisk
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          min={0}
          hideControls
          {...textField(form, 'amount')}
        />
        <Select label="Method" placeholder="Choose" options={METHOD_OPTIONS} {...choiceField(form, 'method')} />
        <TextInput label="Note" {...textField(form, 'note')} style={{ gridColumn: '1 / -1' }} />
      </SimpleGrid>
      {form.formError && (
        <Text role="alert" c="red" fz="sm" mt="xs">
          {form.formError}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={deposit.isPending}>
          Record deposit
        </Button>
      </Group>
    </Paper>
  );
}

/** The supplier's own ledger of the patient: balance, deposits and charges. */
export function WalletTab({ patient }: { patient: Patient }) {
  const wallet = useQuery(walletQueryOptions(patient.id));
  return (
    <Stack gap="md">
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" aria-label="Balance">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Balance
            </Text>
            <Text fz={32} fw={700} data-testid="wallet-balance">
              {wallet.data ? formatCents(wallet.data.balance) : '…'}
            </Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DepositForm patientId={patient.id} />
        </Grid.Col>
      </Grid>
      {wallet.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(wallet.error)}
        </Alert>
      ) : (
        <DataTable
          label="Wallet entries"
          columns={COLUMNS}
          rows={wallet.data?.entries ?? []}
          loading={wallet.isPending}
          emptyText="No deposits or charges yet"
          csvFileName="wallet.csv"
        />
      )}
    </Stack>
  );
}
