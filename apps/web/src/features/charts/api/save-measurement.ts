import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorCharts, type SaveMeasurementBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeChart } from './item-charts';

/** `POST vendor/commons/{id}/charts`: saves the item's measurements (a sent link stops working). */
export function useSaveMeasurement(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveMeasurementBody) => (await call(vendorCharts.saveMeasurement, { params: { commonId: itemId }, body, skipErrorAlert: true })).data,
    onSuccess: (chart) => storeChart(queryClient, chart),
  });
}
