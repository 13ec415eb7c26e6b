import { queryOptions } from '@tanstack/react-query';
import { getDoctorVendor } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `GET doctor/vendors/{vendorId}`: the company with its contacts and accepted payers (404 for a non-supplier id). */
export const supplierQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: directoryKeys.supplierDetail(supplierId),
    queryFn: async ({ signal }) => (await call(getDoctorVendor, { params: { vendorId: supplierId }, signal, skipErrorAlert: true })).data,
  });
