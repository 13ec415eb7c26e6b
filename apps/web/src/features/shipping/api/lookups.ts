import { queryOptions } from '@tanstack/react-query';
import { getPatientShippingData, listCouriers, listWarehouses } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { shippingKeys } from './keys';

/** `GET vendor/courier`: the parcel carriers a courier suborder may go with. */
export const couriersQueryOptions = () =>
  queryOptions({
    queryKey: shippingKeys.couriers(),
    queryFn: async ({ signal }) => (await call(listCouriers, { signal })).data,
    staleTime: 5 * 60_000,
  });

/** `GET vendor/warehouses`, every page: the company's warehouses a suborder may leave from, by name. */
export const warehouseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: shippingKeys.warehouses(),
    queryFn: () =>
      fetchEveryPage((page, rowsPerPage) => call(listWarehouses, { query: { page, rowsPerPage, sortBy: 'name', sortType: 'asc' } })),
    staleTime: 60_000,
  });

/** `GET vendor/patients/{id}/shipping-data`: the patient's delivery addresses, phone and suborder counts. */
export const patientShippingDataQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: shippingKeys.patientData(patientId),
    queryFn: async ({ signal }) => (await call(getPatientShippingData, { params: { patientId }, signal })).data,
  });
