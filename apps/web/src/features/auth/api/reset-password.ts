import { useMutation } from '@tanstack/react-query';
import { passwordEmail, passwordReset, resetPasswordCheck, resetPasswordReset, resetPasswordSend } from '@dme/contract';
import type { z } from 'zod';
import { call } from '../../../lib/http';

// The reset forms show failures under their fields, so the error catalogue stays silent for these calls.
const quiet = { skipErrorAlert: true } as const;

export type ResetCodeRequest = z.input<typeof resetPasswordSend.body>;
export type ResetCodeCheck = z.input<typeof resetPasswordCheck.body>;
export type ResetWithCode = z.input<typeof resetPasswordReset.body>;
export type ResetLinkRequest = z.input<typeof passwordEmail.body>;
export type ResetWithLink = z.input<typeof passwordReset.body>;

/** Mails a 6-digit code (`POST reset-password/send`). */
export const useSendResetCode = () => useMutation({ mutationFn: (body: ResetCodeRequest) => call(resetPasswordSend, { body, ...quiet }) });

/** Checks the code without using it (`POST reset-password/check`). */
export const useCheckResetCode = () => useMutation({ mutationFn: (body: ResetCodeCheck) => call(resetPasswordCheck, { body, ...quiet }) });

/** Sets the new password with the code (`POST reset-password/reset`). */
export const useResetWithCode = () => useMutation({ mutationFn: (body: ResetWithCode) => call(resetPasswordReset, { body, ...quiet }) });

/** Mails a reset link (`POST password/email`). */
export const useSendResetLink = () => useMutation({ mutationFn: (body: ResetLinkRequest) => call(passwordEmail, { body, ...quiet }) });

/** Sets the new password with the mailed link's token (`POST password/reset`). */
export const useResetWithLink = () => useMutation({ mutationFn: (body: ResetWithLink) => call(passwordReset, { body, ...quiet }) });
