import { z } from 'zod';
import { newPassword, passwordPair } from './common';

/**
 * The bodies of the sign-in side's forms (password reset, invitation NPI check), kept apart from the declarations in
 * auth.ts: the web's first chunk holds auth.ts (sign-in, the user, logout), and a module is chunked whole, so
 * schemas living there would bring zod into the sign-in page even though only later pages validate with them.
 */
/** The form's fields (the web validates with it before calling). */
export const passwordResetBody = z
  .object({
    email: z.string().trim().email().max(200),
    token: z.string().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });

/** The form's fields (the web validates with it before calling). */
export const loginByNpiBody = z.object({
  npi: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'The NPI must be 10 digits.'),
  code: z.string().trim().min(1, 'The invitation link is not valid.').max(100),
});

const loginField = z.string().trim().min(1, 'The login field is required.').max(200);

const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits.');

/** The form's fields (the web validates with it before calling). */
export const resetPasswordSendBody = z.object({ login: loginField });

/** The form's fields (the web validates with it before calling). */
export const resetPasswordCheckBody = z.object({ login: loginField, code: codeField });

/** The form's fields (the web validates with it before calling). */
export const resetPasswordResetBody = z.intersection(z.object({ login: loginField, code: codeField }), passwordPair);
