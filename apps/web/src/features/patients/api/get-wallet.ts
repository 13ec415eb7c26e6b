import { queryOptions } from '@tanstack/react-query';
import { getPatientWallet } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `GET vendor/patients/{patientId}/wallet`: the supplier's balance (cents) and entries, newest first. */
export const walletQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientsKeys.wallet(patientId),
    queryFn: async ({ signal }) => (await call(getPatientWallet, { params: { patientId }, signal })).data,
  });
