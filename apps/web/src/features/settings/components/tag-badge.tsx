import { Badge } from '@mantine/core';
import type { Tag } from '@dme/contract';

/**
 * A tag in its colour; white or dark text, whichever reads on it. `wrap` lets a long name take two lines instead of
 * being cut short, where the tag is the row's subject (the tags table on a phone).
 */
export function TagBadge({ tag, size = 'md', wrap = false }: { tag: Pick<Tag, 'name' | 'color'>; size?: 'sm' | 'md' | 'lg'; wrap?: boolean }) {
  return (
    <Badge
      color={tag.color}
      autoContrast
      size={size}
      tt="none"
      radius="sm"
      h={wrap ? 'auto' : undefined}
      py={wrap ? 2 : undefined}
      styles={wrap ? { root: { overflow: 'visible' }, label: { whiteSpace: 'normal', overflow: 'visible' } } : undefined}
    >
      {tag.name}
    </Badge>
  );
}
