import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { categoryQuery } from '../api/get-category';
import { categoriesHref, subcategoryHref } from '../routes';
import { CartButton } from './cart-button';
import { NavCard } from './nav-card';
import { Loaded, ShopFrame } from './page-frame';

/** A category: its sub-categories that hold the supplier's items. */
export function CategoryPage({ categoryId }: { categoryId: number }) {
  const query = useQuery(categoryQuery(categoryId, { rowsPerPage: 25 }));
  const title = query.data?.category.name ?? 'Category';
  return (
    <ShopFrame title={title} back={{ to: categoriesHref(), label: 'All categories' }} action={<CartButton />}>
      <Loaded query={query} missing={!Number.isInteger(categoryId) || (query.data !== undefined && query.data.category.parent !== null)} what="Category">
        {({ category }) => (
          <nav aria-label={`${category.name} sections`}>
            <Stack gap="sm">
              {category.children.map((s) => (
                <NavCard key={s.id} to={subcategoryHref(category.id, s.id)} title={s.name} detail={`${s.item_count} item${s.item_count === 1 ? '' : 's'}`} />
              ))}
            </Stack>
          </nav>
        )}
      </Loaded>
    </ShopFrame>
  );
}
