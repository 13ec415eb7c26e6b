import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getVendorDoctorLocation,
  getVendorDoctorProfile,
  listDoctorVendors,
  type PatientAddress,
  type PatientContact,
  type PatientInsurance,
} from '@dme/contract';
import { call, callDeclared } from '../../../lib/http';
import { patientCalls, patientsKeys } from '../../patients';
import { ordersKeys } from './keys';
import type { OrderSide } from './side';

/** `GET doctor/vendors`: supplier companies, the practice's preferred ones first. */
export const vendorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ordersKeys.vendors(search),
    queryFn: async ({ signal }) =>
      (await call(listDoctorVendors, { query: { page: 1, rowsPerPage: 25, ...(search ? { search } : {}) }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

interface PatientRecordTypes {
  addresses: PatientAddress;
  contacts: PatientContact;
  insurances: PatientInsurance;
}

/**
 * The order's patient's policies, addresses or contacts (`GET .../patients/{patientId}/{kind}`), under the
 * patients feature's keys so the patient screen and the order screen share one cache entry.
 */
export const patientRecordsQueryOptions = <K extends keyof PatientRecordTypes>(side: OrderSide, patientId: number, kind: K) =>
  queryOptions({
    queryKey: patientsKeys.records(side, patientId, kind),
    queryFn: async ({ signal }) =>
      (await callDeclared<{ data: PatientRecordTypes[K][] }>(patientCalls(side)[kind].list, { params: { patientId }, signal })).data,
  });

/** `GET vendor/doctors/{doctorId}/profile`: the prescriber as the supplier sees it (404 when not linked). */
export const vendorDoctorQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: ordersKeys.doctor(doctorId),
    queryFn: async ({ signal }) => (await call(getVendorDoctorProfile, { params: { doctorId }, signal, skipErrorAlert: true })).data,
    retry: false,
  });

/** `GET vendor/doctors/{doctorId}/locations/{locationId}`: the office the order was written at. */
export const vendorDoctorOfficeQueryOptions = (doctorId: number, locationId: number) =>
  queryOptions({
    queryKey: ordersKeys.doctorOffice(doctorId, locationId),
    queryFn: async ({ signal }) =>
      (await call(getVendorDoctorLocation, { params: { doctorId, locationId }, signal, skipErrorAlert: true })).data,
    retry: false,
  });
