import { Paper, Stack } from '@mantine/core';
import { PRE_DELIVERY_STATUSES, type SuborderDetail } from '@dme/contract';
import { mayEditShipping, usePermission } from '../access';
import { ClaimIndexesPanel } from './claim-indexes-panel';
import { DeliveryDetails } from './delivery-details';
import { ItemsTable } from './items-table';
import { OtcForm } from './otc-form';
import { TimeslotsPanel } from './timeslots-panel';

/** `supplier.shipping.show.general-info`: delivery data, windows, items (with OTC sales) and claim positions. */
export function GeneralInfoTab({ suborder }: { suborder: SuborderDetail }) {
  const allowed = usePermission();
  const mayEdit = mayEditShipping(allowed, suborder.status);
  // OTC units are sold with the delivery: once the equipment has left there is nothing to add them to.
  const mayAddOtc = mayEdit && (PRE_DELIVERY_STATUSES as readonly string[]).includes(suborder.status);
  return (
    <Stack gap="md" pt="md">
      <DeliveryDetails suborder={suborder} />
      <TimeslotsPanel suborderId={suborder.id} mayEdit={mayEdit} />
      <Stack gap={0}>
        <ItemsTable items={suborder.items} />
        {mayAddOtc && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="xs">
            <OtcForm suborderId={suborder.id} warehouseId={suborder.warehouse?.id ?? null} />
          </Paper>
        )}
      </Stack>
      {allowed('billing claim view') && <ClaimIndexesPanel suborderId={suborder.id} mayEdit={allowed('billing claim create')} />}
    </Stack>
  );
}
