import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSupplierDepartment } from '@dme/contract';
import { call } from '../../../lib/http';
import { authKeys } from '../../auth';
import { companyKeys } from './keys';

/** `DELETE vendor/profile/departments/{departmentId}` (owner only); a 409 (staff still there, last one) is toasted. */
export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (departmentId: number) => {
      await call(deleteSupplierDepartment, { params: { departmentId } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.departments() }),
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
      ]),
  });
}
