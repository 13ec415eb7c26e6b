import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Stack, Title } from '@mantine/core';
import type { Distributor } from '@dme/contract';
import { distributorQueryOptions } from '../api/get-distributor';
import { distributorsListHref, distributorTabHref, isId, type DistributorTab, type DistributorTabKey } from '../routes';
import { ActiveBadge } from './badges';
import { RecordShell } from './record-shell';

function DistributorHeader({ distributor: d }: { distributor: Distributor }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {d.name}
      </Title>
      <Group gap="xs" data-testid="distributor-summary">
        {d.account_number && (
          <Badge variant="light" color="gray" tt="none">
            Account {d.account_number}
          </Badge>
        )}
        {d.terms && (
          <Badge variant="light" color="gray" tt="none">
            {d.terms}
          </Badge>
        )}
        <Badge variant="light" color="gray" tt="none">
          Lead time {d.lead_time_days} {d.lead_time_days === 1 ? 'day' : 'days'}
        </Badge>
        <ActiveBadge active={d.active} />
      </Group>
    </Stack>
  );
}

export interface DistributorShellProps {
  distributorId: number;
  tabs: readonly DistributorTab[];
  active: DistributorTabKey;
  children: (distributor: Distributor) => ReactNode;
}

/** A distributor's screen: who, a tab per section (details, products, orders), the section. */
export function DistributorShell({ distributorId, tabs, active, children }: DistributorShellProps) {
  const distributor = useQuery({ ...distributorQueryOptions(distributorId), enabled: isId(distributorId) });
  return (
    <RecordShell
      query={distributor}
      validId={isId(distributorId)}
      back={{ to: distributorsListHref(), label: 'Distributors' }}
      notFound={{ title: 'Distributor not found', text: 'This distributor does not exist or was deleted.' }}
      header={(d) => <DistributorHeader distributor={d} />}
      tabs={tabs.map((t) => ({ tab: t.tab, label: t.label, href: distributorTabHref(distributorId, t.tab) }))}
      active={active}
    >
      {children}
    </RecordShell>
  );
}
