import { queryOptions } from '@tanstack/react-query';
import { getPreferredSupplier } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `GET doctor/vendors/{vendorId}/insurances`: the practice's settings for the supplier, payer by payer. */
export const supplierSettingsQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: directoryKeys.supplierSettings(supplierId),
    queryFn: async ({ signal }) =>
      (await call(getPreferredSupplier, { params: { vendorId: supplierId }, signal, skipErrorAlert: true })).data,
  });
