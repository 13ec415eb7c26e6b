import { useLayoutEffect } from 'react';
import { Anchor, UnstyledButton } from '@mantine/core';
import { href } from '@dme/contract';
import { AuthCard } from '../app/layouts/auth-card';
import { Brand } from '../components/brand';
// Straight from the modules, not the features' public surfaces: those also carry the app's router and query cache,
// which this page must not load (a feature's internals are otherwise off limits, ARCHITECTURE rule on features).
import { signInAndFetchUser } from '../features/auth/api/sign-in';
import { SignInPanel } from '../features/auth/components/sign-in-panel';
import { homeOf } from '../features/session/home';
import { takeReturnUrl } from '../lib/return-url';
import { session } from '../lib/session';

/** Leaves for the app with a page load (the app's own scripts load there). */
const loadApp = (to: string) => window.location.replace(to);

/** A visitor who is already signed in goes to the welcome page, as the app's guest-only guard would send them. */
function useLeaveWhenSignedIn(leave: (to: string) => void): boolean {
  const signedIn = session.bearer() !== null;
  useLayoutEffect(() => {
    if (signedIn) leave(href('welcome'));
  }, [signedIn, leave]);
  return signedIn;
}

export interface SignInPageProps {
  /** Where the page sends the visitor on (tests pass their own). */
  leave?: (to: string) => void;
}

export function SignInPage({ leave = loadApp }: SignInPageProps) {
  if (useLeaveWhenSignedIn(leave)) return null;
  return (
    <AuthCard
      brand={
        <UnstyledButton component="a" href={href('welcome')} aria-label="DME Portal home">
          <Brand size="lg" />
        </UnstyledButton>
      }
    >
      <SignInPanel
        signIn={(credentials) => signInAndFetchUser(credentials)}
        // Back where the visitor was going, else the role's home: the app loads there.
        onSignedIn={(user) => leave(takeReturnUrl() ?? homeOf(user))}
        resetLink={
          <Anchor href={href('auth.reset-password')} size="sm" ta="center">
            Forgot your password?
          </Anchor>
        }
      />
    </AuthCard>
  );
}
