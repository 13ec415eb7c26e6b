import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParams, messageResponse, newPassword, passwordPair } from './common';
import { currentUser } from './user';

const tokenAndUser = z.object({ token: z.string(), data: currentUser });

export const login = endpoint({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  summary: 'Sign in with login and password; answers the main token. Repeated failures answer 429.',
  body: z.object({ login: z.string().trim().min(1, 'The login field is required.').max(200), password: z.string().min(1, 'The password field is required.').max(200) }),
  response: tokenAndUser,
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/user',
  access: 'authenticated',
  temporary: ['invite', 'first-login'],
  summary: 'The current user, for a main or a temporary token.',
  response: dataOf(currentUser),
});

export const logout = endpoint({
  method: 'GET',
  path: '/api/logout',
  access: 'authenticated',
  temporary: ['invite', 'first-login'],
  summary: 'Revokes the token in use.',
  response: messageResponse,
});

export const passwordEmail = endpoint({
  method: 'POST',
  path: '/api/password/email',
  access: 'public',
  summary: 'Mails a password-reset link (same answer whether or not the address is known).',
  body: z.object({ email: z.string().trim().email('The email must be a valid email address.').max(200) }),
  response: messageResponse,
});

export const passwordReset = endpoint({
  method: 'POST',
  path: '/api/password/reset',
  access: 'public',
  summary: 'Sets a new password with the mailed link token.',
  body: z
    .object({ email: z.string().trim().email().max(200), token: z.string().min(1).max(200), password: newPassword, password_confirmation: z.string() })
    .refine((v) => v.password === v.password_confirmation, { message: 'The password confirmation does not match.', path: ['password_confirmation'] }),
  response: messageResponse,
});

export const loginByNpi = endpoint({
  method: 'POST',
  path: '/api/login-by-npi/{id}',
  access: 'public',
  summary:
    "An invited doctor proves their NPI with the invitation link's code (ids are sequential and NPIs public, so the code is the secret); answers a temporary token for the invitation steps.",
  params: idParams,
  body: z.object({
    npi: z.string().trim().regex(/^\d{10}$/, 'The NPI must be 10 digits.'),
    code: z.string().trim().min(1, 'The invitation link is not valid.').max(100),
  }),
  response: tokenAndUser,
});

export const firstLogin = endpoint({
  method: 'POST',
  path: '/api/first-login/{id}',
  access: 'public',
  temporary: ['first-login'],
  summary:
    'Staff first login. With the invitation code only: answers a temporary token. With a password (and the code or the temporary token): sets it and answers the main token.',
  params: idParams,
  body: z
    .object({ code: z.string().trim().max(100).optional(), password: newPassword.optional(), password_confirmation: z.string().optional() })
    .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
      message: 'The password confirmation does not match.',
      path: ['password_confirmation'],
    }),
  response: tokenAndUser,
});

const loginField = z.string().trim().min(1, 'The login field is required.').max(200);
const codeField = z.string().trim().regex(/^\d{6}$/, 'The code must be 6 digits.');

export const resetPasswordSend = endpoint({
  method: 'POST',
  path: '/api/reset-password/send',
  access: 'public',
  summary: 'Mails a 6-digit reset code (same answer whether or not the login is known).',
  body: z.object({ login: loginField }),
  response: messageResponse,
});

export const resetPasswordCheck = endpoint({
  method: 'POST',
  path: '/api/reset-password/check',
  access: 'public',
  summary: 'Checks a reset code without using it.',
  body: z.object({ login: loginField, code: codeField }),
  response: dataOf(z.object({ valid: z.literal(true) })),
});

export const resetPasswordReset = endpoint({
  method: 'POST',
  path: '/api/reset-password/reset',
  access: 'public',
  summary: 'Sets a new password with a valid reset code; the code is used up.',
  body: z.intersection(z.object({ login: loginField, code: codeField }), passwordPair),
  response: messageResponse,
});

export const csrfCookie = endpoint({
  method: 'GET',
  path: '/api/sanctum/csrf-cookie',
  access: 'public',
  summary: 'Sets the XSRF-TOKEN cookie; answers 204.',
});

export const healthCheck = endpoint({
  method: 'GET',
  path: '/api/health-check',
  access: 'public',
  summary: 'Server and database state.',
  response: dataOf(z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']), time: z.string() })),
});

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/profile',
  access: 'authenticated',
  summary: 'Profile of the signed-in user (any role): the user and their account.',
  response: dataOf(currentUser),
});

export const authEndpoints = [
  login,
  getUser,
  logout,
  passwordEmail,
  passwordReset,
  loginByNpi,
  firstLogin,
  resetPasswordSend,
  resetPasswordCheck,
  resetPasswordReset,
  csrfCookie,
  healthCheck,
  getProfile,
] as const;
