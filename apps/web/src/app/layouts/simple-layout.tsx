import { Outlet } from 'react-router';
import { Box, Center, Container, Paper, Stack } from '@mantine/core';
import { Brand } from '../../components/brand';

/** Public signing and redirect pages: the logo and the page, nothing to navigate away to. */
export function SimpleLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" data-layout="simple">
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Center>
            <Brand />
          </Center>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
