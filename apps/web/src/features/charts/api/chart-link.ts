import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorCharts } from '@dme/contract';
import { call } from '../../../lib/http';
import { chartsKeys } from './keys';

/**
 * `POST vendor/commons/{id}/charts-link` (a link to pass on) or `.../send` (mailed to the patient): a new signing
 * link of the item's chart; the previous one stops working.
 */
export function useChartLink(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (how: { mail: false } | { mail: true; email?: string }) =>
      (how.mail
        ? await call(vendorCharts.send, { params: { commonId: itemId }, body: how.email ? { email: how.email } : {}, skipErrorAlert: true })
        : await call(vendorCharts.chartLink, { params: { commonId: itemId }, skipErrorAlert: true })
      ).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: chartsKeys.item(itemId) }), queryClient.invalidateQueries({ queryKey: chartsKeys.measurements() })]),
  });
}
