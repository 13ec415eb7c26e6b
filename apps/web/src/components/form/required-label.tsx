import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

export interface RequiredLabelProps {
  children: ReactNode;
  required?: boolean;
}

/** A label with an asterisk after it when required (foundation §5); the asterisk is not read out. */
export function RequiredLabel({ children, required = true }: RequiredLabelProps) {
  return (
    <>
      {children}
      {required && (
        <Box component="span" c="red" aria-hidden ml={4}>
          *
        </Box>
      )}
    </>
  );
}
