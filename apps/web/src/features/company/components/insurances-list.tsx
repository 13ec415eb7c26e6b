import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PayerType, VendorInsurance, VendorInsurancesQuery } from '@dme/contract';
import {
  DataTable,
  MountOnceOpened,
  Select,
  TABLE,
  useConfirm,
  type DataTableColumn,
  type DataTableState,
  serverListOf,
} from '../../../components';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useDeleteInsurance } from '../api/delete-insurance';
import { insurancesExport, insurancesQueryOptions, type InsurancesListQuery } from '../api/list-insurances';
import { INSURANCE_COLUMNS, PAYER_TYPE_OPTIONS } from './insurance-columns';

// The payer form, and zod which validates it, load when it is first wanted ("Add payer" pointed at), not with the list.
const { Component: InsuranceModal, preload: preloadForm } = lazyComponent(() => import('./insurance-modal'), 'InsuranceModal');

/** The payers the company works with: searched, sorted and paged by the server; add, edit, remove. */
export function InsurancesList() {
  const confirm = useConfirm();
  const remove = useDeleteInsurance();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<PayerType | null>(null);
  // The modal keeps its target while it fades out; a new session remounts its form.
  const [modal, setModal] = useState<{ session: number; opened: boolean; insurance: VendorInsurance | null }>({
    session: 0,
    opened: false,
    insurance: null,
  });
  const open = (insurance: VendorInsurance | null) => setModal((m) => ({ session: m.session + 1, opened: true, insurance }));

  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as VendorInsurancesQuery['sortBy'], sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(type ? { type } : {}) };
  const query: InsurancesListQuery = { page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters };
  const list = useQuery(insurancesQueryOptions(query));

  const removeInsurance = async (insurance: VendorInsurance) => {
    const answer = await confirm({
      item_data: insurance,
      text: `Remove ${insurance.payer.name} from your payers? Doctors will no longer see it among the payers you accept.`,
      confirmLabel: 'Remove',
      color: 'red',
    });
    if (!answer) return;
    await remove.mutateAsync(insurance.id);
    notify.success(`${insurance.payer.name} was removed`);
  };

  const columns: DataTableColumn<VendorInsurance>[] = [
    ...INSURANCE_COLUMNS,
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => open(i)} aria-label={`Edit ${i.payer.name}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => void removeInsurance(i).catch(() => undefined)}
            aria-label={`Remove ${i.payer.name}`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap" style={{ flex: '1 1 auto' }}>
          <TextInput
            type="search"
            placeholder="Payer name or ID"
            aria-label="Search payers"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setState((current) => ({ ...current, page: 1 }));
            }}
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
          <Select
            aria-label="Payer type filter"
            placeholder="All types"
            clearable
            options={PAYER_TYPE_OPTIONS}
            value={type}
            onChange={(id) => {
              setType(id === null ? null : (String(id) as PayerType));
              setState((current) => ({ ...current, page: 1 }));
            }}
            w={150}
          />
        </Group>
        <Button
          leftSection={<PlusIcon />}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          onClick={() => open(null)}
          style={{ flexShrink: 0 }}
        >
          Add payer
        </Button>
      </Group>
      <DataTable
        label="Insurances"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={
          list.isError ? formErrorText(list.error) : searched || type ? 'No payer matches' : 'No payers yet. Add the payers you bill.'
        }
        onRowClick={(insurance) => open(insurance)}
        exportList={{ ...insurancesExport({ ...sort, ...filters }, 'insurances.csv'), columns: INSURANCE_COLUMNS }}
      />
      <MountOnceOpened opened={modal.opened}>
        <InsuranceModal
          key={modal.session}
          insurance={modal.insurance}
          opened={modal.opened}
          onClose={() => setModal((m) => ({ ...m, opened: false }))}
        />
      </MountOnceOpened>
    </>
  );
}
