import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Button, Group, Text, Title } from '@mantine/core';

/** Where a browser's levels live on a screen (own routes, or search params inside another screen). */
export interface LevelLinks {
  /** The top level (the category tree, or the categories holding stock). */
  root: string;
  category: (categoryId: number) => string;
  subcategory: (categoryId: number, subcategoryId: number) => string;
}

interface Level {
  id: number;
  name: string;
}

/** The breadcrumb of a category browser: the top level, the category, the subcategory; the open one is not a link. */
export function LevelTrail({ rootLabel, links, category, subcategoryName }: { rootLabel: string; links: LevelLinks; category?: Level; subcategoryName?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={links.root} size="sm">
          {rootLabel}
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

/**
 * The head of an open category or subcategory: the trail, the level's name and, on a category, a link to each of its
 * subcategories with how many it holds (`countOf`: items of the catalogue, or units in stock).
 */
export function CategoryLevelHead<S extends Level>({
  rootLabel,
  links,
  category,
  subcategory,
  countOf,
}: {
  rootLabel: string;
  links: LevelLinks;
  category: Level & { children: readonly S[] };
  subcategory?: S;
  countOf: (sub: S) => number;
}) {
  return (
    <>
      <LevelTrail rootLabel={rootLabel} links={links} category={category} subcategoryName={subcategory?.name} />
      <Title order={2} fz="xl">
        {subcategory?.name ?? category.name}
      </Title>
      {!subcategory && (
        <Group gap="xs" component="ul" aria-label="Subcategories" m={0} p={0} style={{ listStyle: 'none' }}>
          {category.children.map((sub) => (
            <li key={sub.id}>
              <Button component={Link} to={links.subcategory(category.id, sub.id)} variant="light" size="compact-sm" radius="xl">
                {sub.name} ({countOf(sub)})
              </Button>
            </li>
          ))}
        </Group>
      )}
    </>
  );
}
