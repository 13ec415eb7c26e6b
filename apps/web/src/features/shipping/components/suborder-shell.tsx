import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import type { SuborderDetail } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { suborderQueryOptions } from '../api/get-suborder';
import { isId, orderStatusHref, shippingListHref, suborderTabHref, type SuborderTab, type SuborderTabKey } from '../routes';
import { methodLabel } from './format';
import { ShippingStatusBadge } from './shipping-status-badge';

function SuborderHeader({ suborder: s }: { suborder: SuborderDetail }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        Suborder {s.number}
      </Title>
      <Group gap="xs" data-testid="suborder-summary">
        <ShippingStatusBadge status={s.status} size="lg" />
        <Badge variant="light" color="gray" tt="none">
          {s.patient.full_name}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {methodLabel(s.method)}
        </Badge>
        <Anchor component={Link} to={orderStatusHref(s.order_id)} fz="sm">
          Order #{s.order_id}
        </Anchor>
      </Group>
    </Stack>
  );
}

export interface SuborderShellProps {
  suborderId: number;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly SuborderTab[];
  active: SuborderTabKey;
  children: (suborder: SuborderDetail) => ReactNode;
}

/** A suborder's screen: which shipment, a tab per section (general info, status, documents), the section. */
export function SuborderShell({ suborderId, tabs, active, children }: SuborderShellProps) {
  const suborder = useQuery({ ...suborderQueryOptions(suborderId), enabled: isId(suborderId) });
  let body: ReactNode;
  if (!isId(suborderId) || (suborder.isError && readServerError(suborder.error).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title="Suborder not found">
        This suborder does not exist, or it was replaced when its order was split again.
      </Alert>
    );
  } else if (suborder.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(suborder.error)}
      </Alert>
    );
  } else if (suborder.data === undefined) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <SuborderHeader suborder={suborder.data} />
        <Tabs value={active} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {tabs.map((t) => (
              <Tabs.Tab
                key={t.tab}
                value={t.tab}
                renderRoot={(props) => <Link to={suborderTabHref(suborderId, t.tab)} {...props} />}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div>{children(suborder.data)}</div>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={shippingListHref()} fz="sm">
          ← Shipping
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
