/** Query keys of the dashboard feature; invalidate through these, never through literal arrays. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  doctorStats: () => [...dashboardKeys.all, 'doctor-stats'] as const,
  settings: () => [...dashboardKeys.all, 'settings'] as const,
  catalogue: () => [...dashboardKeys.all, 'catalogue'] as const,
  widget: (key: string) => [...dashboardKeys.all, 'widget', key] as const,
};
