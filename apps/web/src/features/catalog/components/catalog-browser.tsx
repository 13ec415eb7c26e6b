import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CategoryNode, EquipmentItem } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { categoryTreeQueryOptions } from '../api/get-category-tree';
import type { CatalogLinks } from './catalog-links';
import { CategoryTree } from './category-tree';
import { EquipmentTable } from './equipment-table';
import { ItemDetailModal } from './item-detail-modal';

export interface CatalogBrowserProps {
  links: CatalogLinks;
  /** The open category; none shows the tree. */
  categoryId?: number;
  /** The open subcategory of that category. */
  subcategoryId?: number;
  /** Row buttons of the item lists. */
  itemActions?: (item: EquipmentItem) => ReactNode;
  /** Buttons of the item details; `close` closes them (before another dialog opens). */
  detailActions?: (item: EquipmentItem, close: () => void) => ReactNode;
}

function Trail({ links, category, subcategoryName }: { links: CatalogLinks; category?: CategoryNode; subcategoryName?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={links.root} size="sm">
          Catalog
        </Anchor>
        {category &&
          (subcategoryName ? (
            <Anchor component={Link} to={links.category(category.id)} size="sm">
              {category.name}
            </Anchor>
          ) : (
            <Text size="sm" aria-current="page">
              {category.name}
            </Text>
          ))}
        {subcategoryName && (
          <Text size="sm" aria-current="page">
            {subcategoryName}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue, one level at a time: the category tree (with a search over every item), a category (its
 * subcategories and items) or a subcategory (its items). A row opens the item's details. Both sides use it; each
 * says where the levels live (`links`) and which buttons the items get.
 */
export function CatalogBrowser({ links, categoryId, subcategoryId, itemActions, detailActions }: CatalogBrowserProps) {
  const tree = useQuery(categoryTreeQueryOptions());
  const [open, setOpen] = useState<EquipmentItem | null>(null);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const close = () => setOpen(null);
  const details = <ItemDetailModal item={open} onClose={close} actions={detailActions && ((item) => detailActions(item, close))} />;

  if (categoryId === undefined) {
    return (
      <Stack gap="md">
        <TextInput
          type="search"
          placeholder="Search every item by HCPCS code or name"
          aria-label="Search the catalog"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={480}
        />
        {searched ? (
          <EquipmentTable label="Search results" search={searched} withSubcategory actions={itemActions} onOpen={setOpen} />
        ) : (
          <CategoryTree links={links} />
        )}
        {details}
      </Stack>
    );
  }

  if (tree.isPending) return <Loader size="sm" aria-label="Loading the catalog" />;
  if (tree.isError) {
    return (
      <Alert color="red" variant="light" title="The catalog could not be loaded">
        {formErrorText(tree.error)}
      </Alert>
    );
  }
  const category = tree.data.find((c) => c.id === categoryId);
  const subcategory = subcategoryId === undefined ? undefined : category?.children.find((s) => s.id === subcategoryId);
  if (!category || (subcategoryId !== undefined && !subcategory)) {
    return (
      <Stack gap="sm">
        <Trail links={links} />
        <Alert color="yellow" variant="light" title="Not in the catalog">
          This category does not exist or has no items.{' '}
          <Anchor component={Link} to={links.root}>
            Back to the catalog
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Trail links={links} category={category} subcategoryName={subcategory?.name} />
      <Title order={2} fz="xl">
        {subcategory?.name ?? category.name}
      </Title>
      {!subcategory && (
        <Group gap="xs" component="ul" aria-label="Subcategories" m={0} p={0} style={{ listStyle: 'none' }}>
          {category.children.map((sub) => (
            <li key={sub.id}>
              <Button component={Link} to={links.subcategory(category.id, sub.id)} variant="light" size="compact-sm" radius="xl">
                {sub.name} ({sub.item_count})
              </Button>
            </li>
          ))}
        </Group>
      )}
      <EquipmentTable
        key={`${category.id}/${subcategory?.id ?? ''}`}
        label={`Items of ${subcategory?.name ?? category.name}`}
        categoryId={subcategory ? undefined : category.id}
        subcategoryId={subcategory?.id}
        withSubcategory={!subcategory}
        actions={itemActions}
        onOpen={setOpen}
      />
      {details}
    </Stack>
  );
}
