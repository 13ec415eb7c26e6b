import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPatientInsurance, type NewInsuranceFields, type PatientInsuranceCard } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { patientAppKeys } from './keys';

export interface NewCard {
  fields: NewInsuranceFields;
  front: Blob;
  back: Blob;
}

/** The multipart body: the text fields, then the two photos as `front` and `back`. */
export function cardForm({ fields, front, back }: NewCard): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, String(value));
  form.append('front', new File([front], 'card-front.jpg', { type: front.type || 'image/jpeg' }));
  form.append('back', new File([back], 'card-back.jpg', { type: back.type || 'image/jpeg' }));
  return form;
}

/** `POST patient/insurances`: the new card; the lists and the dashboard refresh. */
export function useCreateInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    // Multipart: the declaration types the text fields only, so the form goes through the untyped call.
    mutationFn: async (card: NewCard) =>
      (await callDeclared<{ data: PatientInsuranceCard }>(createPatientInsurance, { body: cardForm(card), skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientAppKeys.all }),
  });
}
