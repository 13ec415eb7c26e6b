import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getDashboardSettings, getDashboardWidget, listDashboardWidgets, saveDashboardSettings } from '@dme/contract';
import { call } from '../../../lib/http';
import { dashboardKeys } from './keys';

/** `GET dashboard/settings`: the caller's widgets in order (the role's default until saved). */
export const dashboardSettingsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.settings(),
    queryFn: async ({ signal }) => (await call(getDashboardSettings, { signal })).data.widgets,
  });

/** `GET dashboard/widgets`: the widgets the caller may choose from. */
export const widgetCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.catalogue(),
    queryFn: async ({ signal }) => (await call(listDashboardWidgets, { signal })).data,
    staleTime: 5 * 60_000,
  });

/** `GET dashboard/widgets/{widget}`: one widget's data, read again whenever the dashboard opens. */
export const widgetQueryOptions = (key: string) =>
  queryOptions({
    queryKey: dashboardKeys.widget(key),
    queryFn: async ({ signal }) => (await call(getDashboardWidget, { params: { widget: key }, signal })).data,
    staleTime: 0,
  });

/** `PUT dashboard/settings`: which widgets are shown, in order. The dialog shows a refusal itself. */
export function useSaveDashboardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (widgets: string[]) => (await call(saveDashboardSettings, { body: { widgets }, skipErrorAlert: true })).data.widgets,
    onSuccess: (widgets) => queryClient.setQueryData(dashboardKeys.settings(), widgets),
  });
}
