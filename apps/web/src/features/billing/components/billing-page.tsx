import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import type { BillingNavKey } from '../routes';
import { BillingNav } from './billing-nav';

export interface BillingPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The billing bar's tab (null shows the bar with none active; undefined hides it). */
  nav?: BillingNavKey | null;
  /** A link back ("← Claims"). */
  back?: { to: string; label: string };
  /** Buttons on the title's row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every billing screen: a title, the billing bar and the content, at laptop and phone widths. */
export function BillingPage({ title, intro, nav, back, actions, children }: BillingPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} fz="sm">
            ← {back.label}
          </Anchor>
        )}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {title}
            </Title>
            {intro && (
              <Text fz="sm" c="dimmed">
                {intro}
              </Text>
            )}
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {nav !== undefined && <BillingNav active={nav} />}
        {children}
      </Stack>
    </Container>
  );
}

export interface LoadStateProps<T> {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** What the thing is called in "Claim not found". */
  noun: string;
  /** The URL's id is not an id at all: nothing to load. */
  invalid?: boolean;
  children: (data: T) => ReactNode;
}

/** A detail query's states: not found, failed (with the server's message), loading, then the content. */
export function LoadState<T>({ query, noun, invalid = false, children }: LoadStateProps<T>) {
  if (invalid || (query.isError && readServerError(query.error).status === 404))
    return (
      <Alert color="yellow" variant="light" title={`${noun} not found`}>
        It does not exist, or it belongs to another company.
      </Alert>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(query.error)}
      </Alert>
    );
  if (query.data === undefined) return <PageLoader />;
  return <>{children(query.data)}</>;
}
