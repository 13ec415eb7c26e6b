import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../src/app/theme';

/**
 * Renders a widget inside the app's Mantine theme. `env: 'test'` (the default) turns off Mantine transitions and
 * portals; widgets whose timing is under test (the modal's 300 ms fade) render with `env: 'default'`.
 */
export function renderUi(ui: ReactElement, { env = 'test', ...options }: { env?: 'test' | 'default' } & RenderOptions = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env={env}>
        {children}
      </MantineProvider>
    ),
    ...options,
  });
}
