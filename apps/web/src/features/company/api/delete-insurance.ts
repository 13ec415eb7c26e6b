import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteVendorInsurance } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

/** `DELETE vendor/insurances/{insuranceId}`: the payer leaves the company's list (204). */
export function useDeleteInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (insuranceId: number) => {
      await call(deleteVendorInsurance, { params: { insuranceId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.insuranceLists() }),
  });
}
