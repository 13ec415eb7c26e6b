import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OfficeStockItem } from '@dme/contract';
import { CategoryLevelHead, LevelTrail } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { officeStockTreeQueryOptions } from '../api/get-office-stock';
import type { OfficeStockLinks } from './office-stock-links';
import { OfficeStockTable } from './office-stock-table';
import { StockCategories } from './stock-categories';

export const NO_OFFICE_STOCK = 'No stock is kept at your offices';
const ROOT_LABEL = 'Office stock';
const SEARCH_DEBOUNCE_MS = 300;

export interface OfficeStockBrowserProps {
  links: OfficeStockLinks;
  /** The open category; none shows the categories. */
  categoryId?: number;
  /** The open subcategory of that category. */
  subcategoryId?: number;
  /** Row controls of the item lists. */
  itemActions?: (item: OfficeStockItem) => ReactNode;
  itemActionsTitle?: string;
}

function NoStock() {
  return (
    <Paper withBorder radius="md" p="lg" role="status">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600}>{NO_OFFICE_STOCK}</Text>
        <Text size="sm" c="dimmed" maw={460}>
          When a supplier keeps consignment stock in a warehouse at one of your offices, its free units show here and can be dispensed onto
          an order.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The stock suppliers keep at the practice's offices, one level at a time: the categories holding stock (with a
 * search over all of it), a category (its subcategories and items) or a subcategory (its items). The doctor's own
 * screens and an order's items tab use it; each says where the levels live and which controls the rows get.
 */
export function OfficeStockBrowser({ links, categoryId, subcategoryId, itemActions, itemActionsTitle }: OfficeStockBrowserProps) {
  const tree = useQuery(officeStockTreeQueryOptions());
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  if (tree.isPending) return <Loader size="sm" aria-label="Loading the office stock" />;
  if (tree.isError) {
    return (
      <Alert color="red" variant="light" title="The office stock could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{formErrorText(tree.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void tree.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const categories = tree.data.categories;

  if (categoryId === undefined) {
    if (categories.length === 0) return <NoStock />;
    return (
      <Stack gap="md">
        <TextInput
          type="search"
          placeholder="Search all office stock by HCPCS, name or SKU"
          aria-label="Search the office stock"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={480}
        />
        {searched ? (
          <OfficeStockTable
            key={searched}
            label="Search results"
            search={searched}
            withSubcategory
            actions={itemActions}
            actionsTitle={itemActionsTitle}
          />
        ) : (
          <StockCategories categories={categories} links={links} />
        )}
      </Stack>
    );
  }

  const category = categories.find((c) => c.id === categoryId);
  const subcategory = subcategoryId === undefined ? undefined : category?.children.find((s) => s.id === subcategoryId);
  if (!category || (subcategoryId !== undefined && !subcategory)) {
    return (
      <Stack gap="sm">
        <LevelTrail rootLabel={ROOT_LABEL} links={links} />
        <Alert color="yellow" variant="light" title="Not in your office stock">
          No free units of this category are kept at your offices.{' '}
          <Anchor component={Link} to={links.root}>
            Back to the office stock
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <CategoryLevelHead rootLabel={ROOT_LABEL} links={links} category={category} subcategory={subcategory} countOf={(sub) => sub.items} />
      <OfficeStockTable
        key={`${category.id}/${subcategory?.id ?? ''}`}
        label={`Stock of ${subcategory?.name ?? category.name}`}
        categoryId={subcategory ? undefined : category.id}
        subcategoryId={subcategory?.id}
        withSubcategory={!subcategory}
        actions={itemActions}
        actionsTitle={itemActionsTitle}
      />
    </Stack>
  );
}
