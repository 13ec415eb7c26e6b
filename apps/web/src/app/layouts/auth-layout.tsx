import { Link, Outlet } from 'react-router';
import { Box, Center, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { href } from '@dme/contract';
import { Brand } from '../../components/brand';

/** Login and password reset: one centred card on a quiet background. */
export function AuthLayout() {
  return (
    <Center mih="100dvh" px="md" py="xl" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg" align="stretch">
        <Center>
          <UnstyledButton component={Link} to={href('welcome')} aria-label="DME Portal home">
            <Brand size="lg" />
          </UnstyledButton>
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
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
