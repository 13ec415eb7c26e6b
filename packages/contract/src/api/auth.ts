import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParams, messageResponse, newPassword } from './common';
import { currentUser } from './user';
import { loginByNpiBody, passwordResetBody, resetPasswordCheckBody, resetPasswordResetBody, resetPasswordSendBody } from './auth-forms';

const tokenAndUser = z.object({ token: z.string(), data: currentUser });

/** The sign-in rule's words, shared with the login form's own check (it runs without zod: see login-form.tsx). */
export const LOGIN_RULES = {
  maxLength: 200,
  loginRequired: 'The login field is required.',
  passwordRequired: 'The password field is required.',
} as const;

export const loginBody = z.object({
  login: z.string().trim().min(1, LOGIN_RULES.loginRequired).max(LOGIN_RULES.maxLength),
  password: z.string().min(1, LOGIN_RULES.passwordRequired).max(LOGIN_RULES.maxLength),
});

export const login = endpoint({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  summary: 'Sign in with login and password; answers the main token. Repeated failures answer 429.',
  body: loginBody,
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
  body: passwordResetBody,
  response: messageResponse,
});

export const loginByNpi = endpoint({
  method: 'POST',
  path: '/api/login-by-npi/{id}',
  access: 'public',
  summary:
    "An invited doctor proves their NPI with the invitation link's code (ids are sequential and NPIs public, so the code is the secret); answers a temporary token for the invitation steps.",
  params: idParams,
  body: loginByNpiBody,
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

export const resetPasswordSend = endpoint({
  method: 'POST',
  path: '/api/reset-password/send',
  access: 'public',
  summary: 'Mails a 6-digit reset code (same answer whether or not the login is known).',
  body: resetPasswordSendBody,
  response: messageResponse,
});

export const resetPasswordCheck = endpoint({
  method: 'POST',
  path: '/api/reset-password/check',
  access: 'public',
  summary: 'Checks a reset code without using it.',
  body: resetPasswordCheckBody,
  response: dataOf(z.object({ valid: z.literal(true) })),
});

export const resetPasswordReset = endpoint({
  method: 'POST',
  path: '/api/reset-password/reset',
  access: 'public',
  summary: 'Sets a new password with a valid reset code; the code is used up.',
  body: resetPasswordResetBody,
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
