import { Group, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '../lib/document-title';

export interface BrandProps {
  size?: 'sm' | 'lg';
}

/** Logo mark (a medical cross) and product name. */
export function Brand({ size = 'sm' }: BrandProps) {
  const large = size === 'lg';
  return (
    <Group gap={large ? 'sm' : 'xs'} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 30} radius="md" aria-hidden>
        <svg viewBox="0 0 24 24" width={large ? 22 : 17} height={large ? 22 : 17} fill="currentColor">
          <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />
        </svg>
      </ThemeIcon>
      <Text component="span" fw={700} fz={large ? 22 : 18} lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
