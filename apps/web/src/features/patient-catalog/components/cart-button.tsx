import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from '@mantine/core';
import { cartQuery } from '../api/get-cart';
import { cartHref } from '../routes';

/** "Cart" with the number of items in it, beside every catalog screen's title. */
export function CartButton() {
  const { data } = useQuery(cartQuery());
  const count = data?.item_count ?? 0;
  return (
    <Button
      component={Link}
      to={cartHref()}
      size="md"
      variant="default"
      aria-label={count ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
      rightSection={count ? <Badge size="md" circle color="dark" aria-hidden>{count}</Badge> : undefined}
      style={{ flexShrink: 0 }}
    >
      Cart
    </Button>
  );
}
