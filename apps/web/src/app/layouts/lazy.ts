import type { ComponentType } from 'react';
import type { Layout } from '@dme/contract';

/**
 * Every layout as a lazy chunk, for the router: a signed-out visitor on the login page loads the auth layout only,
 * not the signed-in shell (menu, header, realtime, phone widget). `index.ts` keeps the eager map for tests.
 */
export const layoutModules: { readonly [L in Layout]: () => Promise<ComponentType> } = {
  default: async () => (await import('./default-layout')).DefaultLayout,
  auth: async () => (await import('./auth-layout')).AuthLayout,
  errors: async () => (await import('./errors-layout')).ErrorsLayout,
  'doctor-invite': async () => (await import('./doctor-invite-layout')).DoctorInviteLayout,
  simple: async () => (await import('./simple-layout')).SimpleLayout,
  mobile: async () => (await import('./mobile-layout')).MobileLayout,
  quiz: async () => (await import('./quiz-layout')).QuizLayout,
};
