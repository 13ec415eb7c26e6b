import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text } from '@mantine/core';

export interface AuthCardProps {
  /** The brand, linking home (a router link in the app, a plain link on the standalone sign-in page). */
  brand: ReactNode;
  children: ReactNode;
}

/** Login and password reset: one centred card on a quiet background. */
export function AuthCard({ brand, children }: AuthCardProps) {
  return (
    <Center mih="100dvh" px="md" py="xl" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg" align="stretch">
        <Center>{brand}</Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
        <Box>
          <Text size="xs" c="dimmed" ta="center">
            Access is limited to authorised doctors, suppliers and their staff.
          </Text>
        </Box>
      </Stack>
    </Center>
  );
}
