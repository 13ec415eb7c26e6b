import { Link, Outlet } from 'react-router';
import { UnstyledButton } from '@mantine/core';
import { href } from '@dme/contract';
import { Brand } from '../../components/brand';
import { AuthCard } from './auth-card';

/** Login and password reset inside the app (the cold load of /auth/login is the standalone page in src/sign-in). */
export function AuthLayout() {
  return (
    <AuthCard
      brand={
        <UnstyledButton component={Link} to={href('welcome')} aria-label="DME Portal home">
          <Brand size="lg" />
        </UnstyledButton>
      }
    >
      <Outlet />
    </AuthCard>
  );
}
