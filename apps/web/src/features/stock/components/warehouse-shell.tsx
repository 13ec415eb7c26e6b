import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import type { Warehouse } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { warehouseQueryOptions } from '../api/get-warehouse';
import { isId, warehousesListHref, warehouseTabHref, type WarehouseTab, type WarehouseTabKey } from '../routes';
import { ActiveBadge, placeOf } from './warehouse-columns';

function WarehouseHeader({ warehouse }: { warehouse: Warehouse }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {warehouse.name}
      </Title>
      <Group gap="xs" data-testid="warehouse-summary">
        <Badge variant="light" color="gray" tt="none">
          {placeOf(warehouse)}
        </Badge>
        {warehouse.full_address && (
          <Badge variant="light" color="gray" tt="none" maw="100%">
            {warehouse.full_address}
          </Badge>
        )}
        <ActiveBadge warehouse={warehouse} />
      </Group>
    </Stack>
  );
}

export interface WarehouseShellProps {
  warehouseId: number;
  /** The tabs whose screens exist. */
  tabs: readonly WarehouseTab[];
  active: WarehouseTabKey;
  children: (warehouse: Warehouse) => ReactNode;
}

/** A warehouse's screen: which one, a tab per section, the section; "not found" for other ids. */
export function WarehouseShell({ warehouseId, tabs, active, children }: WarehouseShellProps) {
  const warehouse = useQuery({ ...warehouseQueryOptions(warehouseId), enabled: isId(warehouseId) });

  let body: ReactNode;
  if (!isId(warehouseId) || (warehouse.isError && readServerError(warehouse.error).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title="Warehouse not found">
        This warehouse does not exist or was deleted.
      </Alert>
    );
  } else if (warehouse.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(warehouse.error)}
      </Alert>
    );
  } else if (!warehouse.data) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <WarehouseHeader warehouse={warehouse.data} />
        <Tabs value={active} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.tab} value={t.tab} renderRoot={(props) => <Link to={warehouseTabHref(warehouseId, t.tab)} {...props} />}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div>{children(warehouse.data)}</div>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={warehousesListHref()} fz="sm">
          ← Warehouses
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
