import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatCents, type PatientCatalogItemDetail } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useAddToCart } from '../api/add-to-cart';
import { cartHref } from '../routes';
import { TAP } from './page-frame';
import { Stepper } from './stepper';

/** An over-the-counter item: how many, then into the cart. */
export function AddToCartPanel({ item }: { item: PatientCatalogItemDetail }) {
  const inCart = item.in_cart?.quantity ?? 0;
  const room = Math.max(0, item.max_quantity - inCart);
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart();
  return (
    <Stack gap="sm">
      {inCart > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text fz="md">
            In your cart: <b>{inCart}</b>
          </Text>
          <Button {...TAP} component={Link} to={cartHref()} variant="subtle" size="md">
            Go to cart
          </Button>
        </Group>
      )}
      {room > 0 ? (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text fz="md">How many?</Text>
            <Stepper label="Quantity" value={Math.min(quantity, room)} max={room} onChange={setQuantity} disabled={add.isPending} />
          </Group>
          {add.isError && (
            <Text c="red" fz="sm" role="alert">
              {formErrorText(add.error)}
            </Text>
          )}
          <Button
            {...TAP}
            size="lg"
            fullWidth
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { item_id: item.id, quantity: Math.min(quantity, room) },
                {
                  onSuccess: () => {
                    notify.success(`${item.name} is in your cart.`, 'Added');
                    setQuantity(1);
                  },
                },
              )
            }
          >
            Add to cart · {formatCents(item.price_cents * Math.min(quantity, room))}
          </Button>
        </>
      ) : (
        <Text c="gray.7">You have the most one order can hold of this item in your cart.</Text>
      )}
    </Stack>
  );
}
