import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { useCurrentUser } from '../../features/auth';
import { SessionSummary } from '../../features/session';
import { PageLoader } from '../../components/page-loader';

/** The dashboard every role shares: who, which account, which location; then the role's own content. */
export function DashboardPage({ heading, children }: { heading: string; children?: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="xl">
        <SessionSummary user={user} heading={heading} />
        {children}
      </Stack>
    </Container>
  );
}
