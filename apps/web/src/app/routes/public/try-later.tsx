import { useNavigate } from 'react-router';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { takeReturnUrl } from '../../../lib/return-url';

/** Outage page, reached after a 503: Try again returns to the page that failed. */
export default function TryLaterPage() {
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="sm" ta="center" maw={460}>
      <ThemeIcon size={64} radius="xl" variant="light" color="yellow" aria-hidden>
        <svg viewBox="0 0 24 24" width={32} height={32} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M12 8v5M12 16.5h.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        </svg>
      </ThemeIcon>
      <Title order={1} fz={28}>
        We will be right back
      </Title>
      <Text c="dimmed">The service is temporarily unavailable, probably for maintenance. Please try again in a few minutes.</Text>
      <Button mt="md" size="md" onClick={() => void navigate(takeReturnUrl() ?? href('welcome'), { replace: true })}>
        Try again
      </Button>
    </Stack>
  );
}
