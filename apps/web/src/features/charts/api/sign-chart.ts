import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorCharts, type SignChartBody } from '@dme/contract';
import { openBlobInTab } from '../../../lib/blob-file';
import { call } from '../../../lib/http';
import { storeChart } from './item-charts';

/** `POST vendor/commons/{id}/sign`: the patient signs the chart in person, on this screen. */
export function useSignChart(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignChartBody) => (await call(vendorCharts.sign, { params: { commonId: itemId }, body, skipErrorAlert: true })).data,
    onSuccess: (chart) => storeChart(queryClient, chart),
  });
}

/** Opens the signed chart (`GET vendor/commons/{id}/pdf`) in a new tab. */
export function openChartPdf(itemId: number): Promise<void> {
  return openBlobInTab(
    async () => (await call(vendorCharts.pdf, { params: { commonId: itemId }, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob,
    'application/pdf',
  );
}
