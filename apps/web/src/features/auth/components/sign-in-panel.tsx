import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { LoginForm, type LoginFormProps } from './login-form';

export interface SignInPanelProps extends LoginFormProps {
  /** "Forgot your password?", as a router link in the app or a plain link on the standalone page. */
  resetLink: ReactNode;
}

/** The sign-in card's content: heading, form, and the way to a password reset. */
export function SignInPanel({ resetLink, ...form }: SignInPanelProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Welcome back
        </Title>
        <Text c="dimmed" size="sm">
          Sign in with your DME Portal account.
        </Text>
      </Stack>
      <LoginForm {...form} />
      {resetLink}
    </Stack>
  );
}
