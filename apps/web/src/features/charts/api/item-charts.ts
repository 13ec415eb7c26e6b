import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { vendorCharts, type MeasurementChart } from '@dme/contract';
import { call } from '../../../lib/http';
import { chartsKeys } from './keys';

/** `GET vendor/commons/{id}/charts`: the item's measurement chart and its delivery's survey. */
export const itemChartsQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: chartsKeys.item(itemId),
    queryFn: async ({ signal }) => (await call(vendorCharts.itemCharts, { params: { commonId: itemId }, signal, skipErrorAlert: true })).data,
  });

/** A write answered the chart: the item shows it at once, the lists refetch. */
export function storeChart(queryClient: QueryClient, chart: MeasurementChart) {
  queryClient.setQueryData(chartsKeys.item(chart.item_id), (old: { measurement: MeasurementChart | null } | undefined) =>
    old ? { ...old, measurement: chart } : old,
  );
  return queryClient.invalidateQueries({ queryKey: chartsKeys.measurements() });
}
