import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EquipmentItem } from '@dme/contract';
import { CategoryLevelHead, LevelTrail } from '../../../components';
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

const ROOT_LABEL = 'Catalog';
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
        <LevelTrail rootLabel={ROOT_LABEL} links={links} />
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
      <CategoryLevelHead rootLabel={ROOT_LABEL} links={links} category={category} subcategory={subcategory} countOf={(sub) => sub.item_count} />
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
