import { Stack } from '@mantine/core';
import { PagePaper } from '../../../components/page-frame';
import { BillingPage } from './billing-page';
import { ClearinghousePanel } from './clearinghouse-panel';
import { EraImport } from './era-import';
import { EraList } from './era-list';

/** `supplier.billing.era.list`: remittances, importing them, and the clearinghouse they come from. */
export function EraListPage() {
  return (
    <BillingPage title="ERA" intro="Remittances (835) posted to the claims they pay." nav="era">
      <Stack gap="md">
        <EraImport />
        <PagePaper>
          <EraList />
        </PagePaper>
        <ClearinghousePanel />
      </Stack>
    </BillingPage>
  );
}
