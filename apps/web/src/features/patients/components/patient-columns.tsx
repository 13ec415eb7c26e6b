import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { applyMask, formatDate, formatPhone, MASKS, type Patient } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

function Nowrap({ children, fw }: { children: ReactNode; fw?: number }) {
  return (
    <Text size="sm" fw={fw} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

const medicare = (p: Patient) => (p.medicare_id ? applyMask(p.medicare_id, MASKS.medicare) : '');

/**
 * Columns of the patients list; sortable keys are the server's `sortBy` values. On a phone the name and date of birth
 * (what staff find a patient by) fit the screen; the rest shows from a tablet's width up, and stays in the CSV.
 */
export const PATIENT_COLUMNS: readonly DataTableColumn<Patient>[] = [
  { key: 'last_name', title: 'Last name', sortable: true, render: (p) => <Nowrap fw={600}>{p.last_name}</Nowrap> },
  {
    key: 'first_name',
    exportAs: { path: ['first_name', 'middle_name'] },
    title: 'First name',
    sortable: true,
    value: (p) => [p.first_name, p.middle_name].filter(Boolean).join(' '),
    render: (p) => <Nowrap>{[p.first_name, p.middle_name].filter(Boolean).join(' ')}</Nowrap>,
  },
  {
    key: 'dob',
    exportAs: { format: 'date' },
    title: 'Date of birth',
    sortable: true,
    render: (p) => <Nowrap>{formatDate(p.dob)}</Nowrap>,
    csv: (p) => formatDate(p.dob),
  },
  { key: 'gender', title: 'Gender', width: 80, visibleFrom: 'sm' },
  {
    key: 'phone',
    exportAs: { format: 'phone' },
    title: 'Phone',
    visibleFrom: 'sm',
    render: (p) => <Nowrap>{formatPhone(p.phone)}</Nowrap>,
    csv: (p) => formatPhone(p.phone),
  },
  { key: 'medicare_id', title: 'Medicare ID', visibleFrom: 'sm', render: (p) => <Nowrap>{medicare(p)}</Nowrap>, csv: medicare },
  { key: 'email', title: 'Email', hidden: true },
  {
    key: 'created_at',
    exportAs: { format: 'date' },
    title: 'Added',
    sortable: true,
    visibleFrom: 'sm',
    render: (p) => <Nowrap>{formatDate(p.created_at)}</Nowrap>,
    csv: (p) => formatDate(p.created_at),
  },
];
