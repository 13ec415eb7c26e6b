import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSupplierDepartment, updateSupplierDepartment, type CreateDepartmentBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { authKeys } from '../../auth';
import { companyKeys } from './keys';

/**
 * `POST vendor/profile/departments` (id null) or `PUT .../{departmentId}` (owner only); the sent staff list is the
 * department's whole staff. Silent on errors: the form shows a 422 under its fields. The signed-in user is read
 * again too, since department names show in the location chooser.
 */
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CreateDepartmentBody }) =>
      id === null
        ? (await call(createSupplierDepartment, { body, skipErrorAlert: true })).data
        : (await call(updateSupplierDepartment, { params: { departmentId: id }, body, skipErrorAlert: true })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.departments() }),
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
      ]),
  });
}
