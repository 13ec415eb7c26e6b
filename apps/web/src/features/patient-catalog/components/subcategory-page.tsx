import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { categoryQuery } from '../api/get-category';
import { categoryHref, itemHref } from '../routes';
import { CartButton } from './cart-button';
import { ItemPrice } from './item-label';
import { NavCard } from './nav-card';
import { Loaded, ShopFrame } from './page-frame';

const PER_PAGE = 25;

/** A sub-category's items, a page at a time, with a search over their names. */
export function SubcategoryPage({ categoryId, subcategoryId }: { categoryId: number; subcategoryId: number }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(categoryQuery(subcategoryId, { page, rowsPerPage: PER_PAGE, sortBy: 'name', ...(debounced ? { search: debounced } : {}) }));
  const category = query.data?.category;
  const valid = Number.isInteger(categoryId) && Number.isInteger(subcategoryId) && (!category || category.parent?.id === categoryId);
  return (
    <ShopFrame title={category?.name ?? 'Items'} back={{ to: categoryHref(categoryId), label: category?.parent?.name ?? 'Back' }} action={<CartButton />}>
      <TextInput
        size="md"
        type="search"
        label="Search this section"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <Loaded query={query} missing={!valid} what="Section">
        {({ data, meta }) => {
          const pages = Math.max(1, Math.ceil(meta.total / PER_PAGE));
          return (
            <Stack gap="sm">
              {data.length === 0 && <Text c="gray.7">No item matches “{debounced}”.</Text>}
              <ul aria-label="Items" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
                {data.map((item) => (
                  <li key={item.id}>
                    <NavCard to={itemHref(categoryId, subcategoryId, item.id)} title={item.name} aside={<ItemPrice item={item} />} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <Group justify="space-between" wrap="nowrap">
                  <Button size="md" variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Previous
                  </Button>
                  <Text fz="sm">
                    Page {page} of {pages}
                  </Text>
                  <Button size="md" variant="default" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    Next
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </Loaded>
    </ShopFrame>
  );
}
