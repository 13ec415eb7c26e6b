import { useQuery } from '@tanstack/react-query';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { itemQuery } from '../api/get-item';
import { subcategoryHref } from '../routes';
import { AddToCartPanel } from './add-to-cart-panel';
import { AskDoctorPanel } from './ask-doctor-panel';
import { CartButton } from './cart-button';
import { ItemPrice, refillText } from './item-label';
import { Loaded, ShopFrame } from './page-frame';

/** One item: what it is and costs; over the counter it goes to the cart, otherwise the patient asks the doctor. */
export function ItemPage({ categoryId, subcategoryId, itemId }: { categoryId: number; subcategoryId: number; itemId: number }) {
  const query = useQuery(itemQuery(itemId));
  const item = query.data;
  const misplaced = item !== undefined && (item.category.id !== categoryId || item.subcategory.id !== subcategoryId);
  return (
    <ShopFrame title={item?.name ?? 'Item'} back={{ to: subcategoryHref(categoryId, subcategoryId), label: item?.subcategory.name ?? 'Back' }} action={<CartButton />}>
      <Loaded query={query} what="Item" missing={!Number.isInteger(itemId) || misplaced}>
        {(data) => (
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" align="center">
              <ItemPrice item={data} size="xl" />
              <Text fz="sm" c="gray.7">
                Code {data.hcpcs}
              </Text>
            </Group>
            {data.description !== data.name && <Text fz="md">{data.description}</Text>}
            {refillText(data.refill_months) && (
              <Text fz="sm" c="gray.7">
                {refillText(data.refill_months)}
              </Text>
            )}
            <Divider />
            {data.is_otc ? <AddToCartPanel item={data} /> : <AskDoctorPanel item={data} />}
          </Stack>
        )}
      </Loaded>
    </ShopFrame>
  );
}
