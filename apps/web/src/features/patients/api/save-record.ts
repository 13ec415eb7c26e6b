import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callDeclared } from '../../../lib/http';
import { patientsKeys } from './keys';
import type { PatientRecords } from './list-records';
import { patientCalls, type PatientSide, type RecordKind } from './side';

/** A record form's values as typed; the server validates them against the contract's body of the kind. */
export type RecordInput = Record<string, string | boolean | null | undefined>;

/** One segment's id placeholder in the item path (`{addressId}`, `{insuranceId}` ...). */
const ID_PARAM: Record<RecordKind, string> = {
  addresses: 'addressId',
  contacts: 'contactId',
  insurances: 'insuranceId',
  history: 'historyId',
  accidents: 'accidentId',
};

export const recordParams = (kind: RecordKind, patientId: number, id: number) => ({ patientId, [ID_PARAM[kind]]: id });

/**
 * Adds a record (`POST .../{kind}`) or changes one (`PUT .../{kind}/{id}`); the form shows the server's field
 * errors itself. Every list of the patient is read again (a billing flag or an ended policy changes others).
 */
export function useSaveRecord<K extends RecordKind>(side: PatientSide, patientId: number, kind: K) {
  const queryClient = useQueryClient();
  const calls = patientCalls(side)[kind];
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: RecordInput }) =>
      (
        await callDeclared<{ data: PatientRecords[K] }>(id === null ? calls.create : calls.update, {
          params: id === null ? { patientId } : recordParams(kind, patientId, id),
          body,
          skipErrorAlert: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.records(side, patientId, kind) }),
  });
}
