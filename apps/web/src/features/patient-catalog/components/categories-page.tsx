import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { categoriesQuery } from '../api/get-categories';
import { categoryHref } from '../routes';
import { CartButton } from './cart-button';
import { NavCard } from './nav-card';
import { Loaded, ShopFrame } from './page-frame';

const count = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The supplier's catalog by category: what the patient can buy, and what to ask the doctor for. */
export function CategoriesPage() {
  const query = useQuery(categoriesQuery());
  return (
    <ShopFrame title="Shop" action={<CartButton />}>
      <Loaded query={query} what="Catalog">
        {({ supplier, categories }) =>
          !supplier || categories.length === 0 ? (
            <EndState kind="info" title="Nothing to show yet" large>
              <EndStateText large>{supplier ? `${supplier.name} has no items in its catalog yet.` : 'Your account is not linked to a supplier yet.'}</EndStateText>
            </EndState>
          ) : (
            <Stack gap="sm">
              <Text c="gray.7">From {supplier.name}. Items marked “Prescription” are ordered through your doctor.</Text>
              <nav aria-label="Categories">
                <Stack gap="sm">
                  {categories.map((c) => (
                    <NavCard key={c.id} to={categoryHref(c.id)} title={c.name} detail={count(c.item_count)} />
                  ))}
                </Stack>
              </nav>
            </Stack>
          )
        }
      </Loaded>
    </ShopFrame>
  );
}
