import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { href } from '@dme/contract';

export default function NotFoundPage() {
  return (
    <Stack align="center" gap="sm" ta="center">
      <Text fz={72} fw={800} lh={1} c="var(--mantine-primary-color-filled)" aria-hidden>
        404
      </Text>
      <Title order={1} fz={28}>
        Page not found
      </Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to={href('welcome')} mt="md">
        Back to home
      </Button>
    </Stack>
  );
}
