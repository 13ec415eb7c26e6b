import { Navigate, useParams } from 'react-router';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { idOf, suborderTabHref, type SuborderTab, type SuborderTabKey } from '../routes';
import { DocumentsTab } from './documents-tab';
import { GeneralInfoTab } from './general-info-tab';
import { StatusTab } from './status-tab';
import { SubordersList } from './suborders-list';
import { SuborderShell } from './suborder-shell';

/** `supplier.shipping.list.status`: the company's shipments by status. */
export function ShippingListPage() {
  const { status } = useParams();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Shipping
          </Title>
          <Text fz="sm" c="dimmed">
            The suborders (shipments) of the orders ready for service: by driver, by courier or picked up in store.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <SubordersList routeStatus={status ?? 'all'} />
        </Paper>
      </Stack>
    </Container>
  );
}

/** `supplier.shipping.show`: opens the first tab. */
export function SuborderShowRedirect() {
  const { suborderId } = useParams();
  return <Navigate to={suborderTabHref(idOf(suborderId) || 0)} replace />;
}

const TAB_VIEWS = { 'general-info': GeneralInfoTab, status: StatusTab, documents: DocumentsTab } as const;

export interface SuborderTabPageProps {
  tab: SuborderTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly SuborderTab[];
}

/** A tab of the suborder screen. */
export function SuborderTabPage({ tab, tabs }: SuborderTabPageProps) {
  const { suborderId } = useParams();
  const View = TAB_VIEWS[tab];
  return (
    <SuborderShell suborderId={idOf(suborderId)} tabs={tabs} active={tab}>
      {(suborder) => <View suborder={suborder} />}
    </SuborderShell>
  );
}
