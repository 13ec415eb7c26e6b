import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPatientInsurance, type NewInsuranceFields, type PatientInsuranceCard } from '@dme/contract';
import { upload, type UploadTracking } from '../../../lib/upload';
import { patientAppKeys } from './keys';

export interface NewCard extends UploadTracking {
  fields: NewInsuranceFields;
  front: Blob;
  back: Blob;
}

const photo = (field: 'front' | 'back', blob: Blob) => ({
  field,
  file: blob.type ? blob : new Blob([blob], { type: 'image/jpeg' }),
  name: `card-${field}.jpg`,
});

/** `POST patient/insurances` (multipart: the text fields, the photos as `front` and `back`): the lists and the dashboard refresh. */
export function useCreateInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, front, back, ...tracking }: NewCard) =>
      (
        await upload<{ data: PatientInsuranceCard }>(createPatientInsurance, {
          fields,
          files: [photo('front', front), photo('back', back)],
          ...tracking,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientAppKeys.all }),
  });
}
