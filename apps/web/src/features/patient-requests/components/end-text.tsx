import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** An end state's explanation in a grey dark enough for 4.5:1 on white (the shared one's "dimmed" is lighter). */
export function EndText({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.7" fz="md" maw={460}>
      {children}
    </Text>
  );
}
