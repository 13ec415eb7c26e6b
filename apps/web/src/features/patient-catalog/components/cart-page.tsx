import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents, type CheckoutResult } from '@dme/contract';
import { ConfirmDialog, EndState } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useCheckout } from '../api/checkout';
import { cartQuery } from '../api/get-cart';
import { categoriesHref, orderHref } from '../routes';
import { CartLineCard } from './cart-line';
import { Loaded, ShopFrame, TAP } from './page-frame';

/** What the patient sees once the order is placed: its number, the total to pay the supplier, a link to it. */
function Placed({ result }: { result: CheckoutResult }) {
  return (
    <EndState kind="done" title="Order placed" large>
      {/* Darker than EndStateText's dimmed grey, which is below the contrast axe asks of body text. */}
      <Text c="gray.7" fz="md" maw={460}>
        Order #{result.order.id} went to {result.supplier.name}. They will contact you to take the payment of {formatCents(result.total_cents)} and to arrange the delivery.
      </Text>
      <Button {...TAP} component={Link} to={orderHref(result.order.id)} size="lg">
        View the order
      </Button>
      <Button {...TAP} component={Link} to={categoriesHref()} size="md" variant="subtle">
        Back to the shop
      </Button>
    </EndState>
  );
}

/** The cart: quantities, removal, the total, and checkout into an order for the supplier. */
export function CartPage() {
  const query = useQuery(cartQuery());
  const checkout = useCheckout();
  const [confirming, setConfirming] = useState(false);
  if (checkout.data) {
    return (
      <ShopFrame title="My cart">
        <Placed result={checkout.data} />
      </ShopFrame>
    );
  }
  return (
    <ShopFrame title="My cart" back={{ to: categoriesHref(), label: 'Shop' }}>
      <Loaded query={query} what="Cart">
        {(cart) =>
          cart.lines.length === 0 ? (
            <EndState kind="info" title="Your cart is empty" large>
              <Button {...TAP} component={Link} to={categoriesHref()} size="lg">
                Browse the shop
              </Button>
            </EndState>
          ) : (
            <Stack gap="md">
              <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items in your cart">
                {cart.lines.map((line) => (
                  <CartLineCard key={line.id} line={line} />
                ))}
              </Stack>
              <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="lg" fw={600}>
                    Total
                  </Text>
                  <Text fz="xl" fw={700} data-cart-total={cart.total_cents}>
                    {formatCents(cart.total_cents)}
                  </Text>
                </Group>
                <Text fz="sm" c="gray.7" mt={4}>
                  You pay {cart.supplier?.name ?? 'your supplier'} directly; nothing is charged in the app.
                </Text>
              </Paper>
              {checkout.isError && (
                <Text c="red" role="alert">
                  {formErrorText(checkout.error)}
                </Text>
              )}
              <Button {...TAP} size="lg" fullWidth onClick={() => setConfirming(true)}>
                Place order
              </Button>
              <ConfirmDialog
                opened={confirming}
                title="Place the order?"
                text={`${cart.item_count} item${cart.item_count === 1 ? '' : 's'} for ${formatCents(cart.total_cents)}, paid to ${cart.supplier?.name ?? 'your supplier'}.`}
                confirmLabel="Place order"
                loading={checkout.isPending}
                onCancel={() => setConfirming(false)}
                onConfirm={() => checkout.mutate(undefined, { onSettled: () => setConfirming(false) })}
              />
            </Stack>
          )
        }
      </Loaded>
    </ShopFrame>
  );
}
