import { Link, useNavigate } from 'react-router';
import { Anchor } from '@mantine/core';
import { href } from '@dme/contract';
import { SignInPanel, useAppSignIn } from '../../../features/auth';
import { homeOf } from '../../../features/session';
import { takeReturnUrl } from '../../../lib/return-url';

/** Sign-in reached inside the app (after a sign-out or a refused token); a cold load gets src/sign-in instead. */
export default function LoginPage() {
  const navigate = useNavigate();
  const signIn = useAppSignIn();
  return (
    <SignInPanel
      signIn={signIn}
      // Back where the visitor was going, else the role's home.
      onSignedIn={(user) => navigate(takeReturnUrl() ?? homeOf(user), { replace: true })}
      resetLink={
        <Anchor component={Link} to={href('auth.reset-password')} size="sm" ta="center">
          Forgot your password?
        </Anchor>
      }
    />
  );
}
