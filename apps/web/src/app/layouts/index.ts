import type { ComponentType } from 'react';
import type { Layout } from '@dme/contract';
import { AuthLayout } from './auth-layout';
import { DefaultLayout } from './default-layout';
import { DoctorInviteLayout } from './doctor-invite-layout';
import { ErrorsLayout } from './errors-layout';
import { MobileLayout } from './mobile-layout';
import { QuizLayout } from './quiz-layout';
import { SimpleLayout } from './simple-layout';

/** Every layout of foundation §2; the router mounts a screen inside the one its declaration names. */
export const layoutComponents: { readonly [L in Layout]: ComponentType } = {
  default: DefaultLayout,
  auth: AuthLayout,
  errors: ErrorsLayout,
  'doctor-invite': DoctorInviteLayout,
  simple: SimpleLayout,
  mobile: MobileLayout,
  quiz: QuizLayout,
};
