import { Badge } from '@mantine/core';
import type { Tag } from '@dme/contract';

/** A tag in its colour; white or dark text, whichever reads on it. */
export function TagBadge({ tag, size = 'md' }: { tag: Pick<Tag, 'name' | 'color'>; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={tag.color} autoContrast size={size} tt="none" radius="sm">
      {tag.name}
    </Badge>
  );
}
