import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { DoctorDashboardStats } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { doctorStatsQueryOptions } from '../api/doctor-stats';

type StatKey = keyof DoctorDashboardStats;

/** The cards in reading order, with the orders-list status each one would open (null: no single status). */
export const DOCTOR_STATS: readonly { key: StatKey; label: string; status: string | null }[] = [
  { key: 'awaiting_signature', label: 'Awaiting my signature', status: null },
  { key: 'drafts', label: 'Drafts', status: '1' },
  { key: 'pend_hipaa', label: 'Pend HIPAA', status: '3' },
  { key: 'pend_prsc', label: 'Pend PRSC', status: '20' },
  { key: 'pend_f2f', label: 'Pend F2F', status: '22' },
  { key: 'in_work', label: 'In work', status: '-10' },
  { key: 'delivered', label: 'Delivered', status: '-100' },
  { key: 'total', label: 'All orders', status: 'all' },
];

export interface DoctorStatsCardsProps {
  /** The orders list of a status, once that screen exists; without it the cards are not links. */
  linkFor?: (status: string) => string;
}

function StatCard({ label, value, to, accent }: { label: string; value: number; to?: string; accent?: boolean }) {
  const body = (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%" bg={accent ? 'var(--mantine-color-blue-0)' : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lineClamp={2}>
        {label}
      </Text>
      <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Paper>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} aria-label={`${label}: ${value}`} h="100%" display="block">
      {body}
    </UnstyledButton>
  ) : (
    <div role="group" aria-label={`${label}: ${value}`} style={{ height: '100%' }}>
      {body}
    </div>
  );
}

/** The doctor dashboard's order counts (`doctor/dashboard/stats`) as cards. */
export function DoctorStatsCards({ linkFor }: DoctorStatsCardsProps) {
  const stats = useQuery(doctorStatsQueryOptions());
  if (stats.isError) {
    return (
      <Alert color="red" variant="light">
        {formErrorText(stats.error)}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }} aria-label="Orders at a glance" role="list">
      {DOCTOR_STATS.map((stat) => (
        <div key={stat.key} role="listitem" style={{ height: '100%' }}>
          {stats.data ? (
            <StatCard
              label={stat.label}
              value={stats.data[stat.key]}
              accent={stat.key === 'awaiting_signature'}
              to={linkFor && stat.status !== null ? linkFor(stat.status) : undefined}
            />
          ) : (
            <Skeleton h={84} radius="md" />
          )}
        </div>
      ))}
    </SimpleGrid>
  );
}
