import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVendorInsurance, updateVendorInsurance, type CreateVendorInsuranceBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

/**
 * Adds a payer (`POST vendor/insurances`, id null) or changes its settings (`PUT vendor/insurances/{id}`; the payer
 * itself never changes, so `payer_id` is left out). The form shows the server's field errors itself.
 */
export function useSaveInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CreateVendorInsuranceBody }) => {
      if (id === null) return (await call(createVendorInsurance, { body, skipErrorAlert: true })).data;
      const { payer_id: _payer, ...settings } = body;
      return (await call(updateVendorInsurance, { params: { insuranceId: id }, body: settings, skipErrorAlert: true })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.insuranceLists() }),
  });
}
