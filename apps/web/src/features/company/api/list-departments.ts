import { queryOptions } from '@tanstack/react-query';
import { listSupplierDepartments } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

/** `GET vendor/profile/departments`: the company's departments by name; staff lists only for the owner and hr staff. */
export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.departments(),
    queryFn: async ({ signal }) => (await call(listSupplierDepartments, { signal })).data,
  });
