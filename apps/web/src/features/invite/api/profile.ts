import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeDoctorPassword, getDoctorProfile, saveDoctorProfile } from '@dme/contract';
import type { z } from 'zod';
import { call } from '../../../lib/http';
import { inviteKeys } from './keys';

export type SaveProfileInput = z.input<typeof saveDoctorProfile.body>;
export type ChangePasswordInput = z.input<typeof changeDoctorPassword.body>;

/** `GET doctor/profile` (the invitation token is accepted). */
export const doctorProfileQueryOptions = () =>
  queryOptions({
    queryKey: inviteKeys.profile(),
    queryFn: async ({ signal }) => (await call(getDoctorProfile, { signal })).data,
  });

/** `POST doctor/profile`; the form shows field errors, so the error catalogue stays silent. */
export function useSaveDoctorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveProfileInput) => (await call(saveDoctorProfile, { body, skipErrorAlert: true })).data,
    onSuccess: (profile) => queryClient.setQueryData(inviteKeys.profile(), profile),
  });
}

/** `POST doctor/profile/password`: the current password is asked for only when one exists. */
export function useChangeDoctorPassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => call(changeDoctorPassword, { body, skipErrorAlert: true }),
  });
}
