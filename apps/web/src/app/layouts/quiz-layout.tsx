import { Outlet } from 'react-router';
import { Box, Container, Group, Paper, Text } from '@mantine/core';
import { Brand } from '../../components/brand';

/** The public order quiz (unauthenticated): a slim header and one card, phone-first. */
export function QuizLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" data-layout="quiz">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm" py="sm" px={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              Order questionnaire
            </Text>
          </Group>
        </Container>
      </Box>
      <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Paper>
      </Container>
    </Box>
  );
}
