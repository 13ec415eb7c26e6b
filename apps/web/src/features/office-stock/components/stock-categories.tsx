import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfficeStockCategory } from '@dme/contract';
import type { OfficeStockLinks } from './office-stock-links';

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function CategoryCard({ category, links }: { category: OfficeStockCategory; links: OfficeStockLinks }) {
  const headingId = `office-stock-category-${category.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={2} fz="md" id={headingId}>
          <Anchor component={Link} to={links.category(category.id)} inherit c="inherit">
            {category.name}
          </Anchor>
        </Title>
        <Badge variant="light" color="gray" size="sm" aria-label={itemsText(category.items)} style={{ flexShrink: 0 }}>
          {category.items}
        </Badge>
      </Group>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {category.children.map((sub) => (
          <Group key={sub.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={links.subcategory(category.id, sub.id)} size="sm">
              {sub.name}
            </Anchor>
            <Text size="xs" c="dimmed" aria-label={itemsText(sub.items)}>
              {sub.items}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The categories holding office stock, each with its subcategories and the number of stocked items in each. */
export function StockCategories({ categories, links }: { categories: readonly OfficeStockCategory[]; links: OfficeStockLinks }) {
  return (
    <nav aria-label="Stock categories">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} links={links} />
        ))}
      </SimpleGrid>
    </nav>
  );
}
