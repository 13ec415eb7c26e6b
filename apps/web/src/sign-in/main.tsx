// The standalone sign-in page: what a cold load of /auth/login gets (the server and the dev server answer
// login.html there). The sign-in screen is the first thing most visits load, so it carries React and Mantine's
// inputs but not the app's router, query cache, route table or toasts (scripts/bundle-budget.mjs holds it to its
// budget). Signed in, the visitor continues into the app with a full page load.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { theme } from '../app/theme';
import { SignInPage } from './sign-in-page';

const container = document.getElementById('root');
if (!container) throw new Error('login.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <SignInPage />
    </MantineProvider>
  </StrictMode>,
);
