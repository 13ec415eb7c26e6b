import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositToPatientWallet, type BodyOf } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

export type DepositInput = BodyOf<typeof depositToPatientWallet>;

/** `POST vendor/patients/{patientId}/deposit` (amount in cents); answers the wallet, which replaces the cached one. */
export function useDeposit(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DepositInput) =>
      (await call(depositToPatientWallet, { params: { patientId }, body, skipErrorAlert: true })).data,
    onSuccess: (wallet) => {
      queryClient.setQueryData(patientsKeys.wallet(patientId), wallet);
    },
  });
}
