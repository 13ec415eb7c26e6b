import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { formatPhone, type SupplierDetail } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { supplierQueryOptions } from '../api/get-supplier';
import { supplierSettingsQueryOptions } from '../api/get-supplier-settings';
import { isId, suppliersListHref } from '../routes';
import { DetailGrid } from './detail-grid';
import { PreferredBadge } from './supplier-columns';
import { SupplierSettingsForm } from './supplier-settings-form';

/** One line per entry, with its label in brackets. */
const lines = (items: readonly { text: string; label: string }[]) =>
  items.map((i) => (i.label ? `${i.text} (${i.label})` : i.text)).join('\n');

function SupplierDetails({ supplier }: { supplier: SupplierDetail }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Company">
      <Title order={2} fz="lg" mb="sm">
        Company
      </Title>
      <DetailGrid
        details={[
          { label: 'Address', value: supplier.full_address },
          { label: 'Phones', value: lines(supplier.phones.map((p) => ({ text: formatPhone(p.phone), label: p.label }))) },
          { label: 'Emails', value: lines(supplier.emails.map((e) => ({ text: e.email, label: e.label }))) },
          { label: 'Fax', value: supplier.fax ? formatPhone(supplier.fax) : '' },
          {
            label: 'Website',
            value: supplier.website ? (
              <Anchor href={supplier.website} target="_blank" rel="noreferrer" fz="sm">
                {supplier.website}
              </Anchor>
            ) : (
              ''
            ),
          },
          { label: 'NPI', value: supplier.npi ?? '' },
        ]}
      />
    </Paper>
  );
}

/** A supplier for the practice: its company details, and the practice's preferred flag and payers for it. */
export function SupplierManage({ supplierId }: { supplierId: number }) {
  const supplier = useQuery({ ...supplierQueryOptions(supplierId), enabled: isId(supplierId) });
  const settings = useQuery({ ...supplierSettingsQueryOptions(supplierId), enabled: isId(supplierId) });
  const failure = supplier.error ?? settings.error;

  let body: ReactNode;
  if (!isId(supplierId) || (failure && readServerError(failure).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title="Supplier not found">
        There is no supplier with this link.
      </Alert>
    );
  } else if (failure) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(failure)}
      </Alert>
    );
  } else if (!supplier.data || !settings.data) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <Group gap="xs">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {supplier.data.name}
          </Title>
          {settings.data.is_preferred && <PreferredBadge />}
        </Group>
        <SupplierDetails supplier={supplier.data} />
        <SupplierSettingsForm key={settings.data.updated_at ?? 'new'} supplierId={supplierId} settings={settings.data} />
      </>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={suppliersListHref()} fz="sm">
          ← Suppliers
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
