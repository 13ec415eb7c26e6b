import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CategoryNode } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { categoryTreeQueryOptions } from '../api/get-category-tree';
import type { CatalogLinks } from './catalog-links';

function Count({ n }: { n: number }) {
  return (
    <Badge variant="light" color="gray" size="sm" aria-label={`${n} items`} style={{ flexShrink: 0 }}>
      {n}
    </Badge>
  );
}

function CategoryCard({ category, links }: { category: CategoryNode; links: CatalogLinks }) {
  const headingId = `category-${category.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={2} fz="md" id={headingId}>
          <Anchor component={Link} to={links.category(category.id)} inherit c="inherit">
            {category.name}
          </Anchor>
        </Title>
        <Count n={category.item_count} />
      </Group>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {category.children.map((sub) => (
          <Group key={sub.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={links.subcategory(category.id, sub.id)} size="sm">
              {sub.name}
            </Anchor>
            <Text size="xs" c="dimmed" aria-hidden>
              {sub.item_count}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The catalogue's categories, each with its subcategories and item counts, as links to their item lists. */
export function CategoryTree({ links }: { links: CatalogLinks }) {
  const tree = useQuery(categoryTreeQueryOptions());
  if (tree.isPending) return <Loader size="sm" aria-label="Loading the catalog" />;
  if (tree.isError) {
    return (
      <Alert color="red" variant="light" title="The catalog could not be loaded">
        {formErrorText(tree.error)}
      </Alert>
    );
  }
  if (tree.data.length === 0) return <Text c="dimmed">The catalog is empty.</Text>;
  return (
    <nav aria-label="Catalog categories">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {tree.data.map((category) => (
          <CategoryCard key={category.id} category={category} links={links} />
        ))}
      </SimpleGrid>
    </nav>
  );
}
