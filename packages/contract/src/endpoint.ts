import type { z } from 'zod';
import type { Role, StaffRole } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Kinds of temporary token (narrow scope, short expiry) an endpoint may accept besides the main token. */
export const TEMPORARY_SCOPES = ['invite', 'first-login'] as const;
export type TemporaryScope = (typeof TEMPORARY_SCOPES)[number];

/**
 * Who may call an endpoint. Every declaration must carry one; the server refuses to boot otherwise.
 * - `public`: anyone, no token needed.
 * - `authenticated`: any signed-in user (main token).
 * - an object: one of the roles, and optionally a permission key checked with `can()` at the caller's
 *   location, a staff role, or "non-staff only". Keys with `{status}` are checked by the service once the
 *   record's status is known; the declaration documents them.
 */
export type Access =
  | 'public'
  | 'authenticated'
  | {
      roles: readonly Role[];
      permission?: string;
      staffRole?: StaffRole;
      nonStaffOnly?: boolean;
    };

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Full path with spec placeholders, e.g. `/api/doctor/orders/{orderId}`. */
  path: string;
  access: Access;
  /** Temporary-token scopes that are accepted in place of a main token. */
  temporary?: readonly TemporaryScope[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Shape of the JSON answer; documentation and client typing (not enforced at run time). */
  response?: z.ZodType;
  /** The body is multipart form data (uploads); `body` then describes the non-file fields. */
  multipart?: boolean;
}

/** Declares an endpoint; keeps the literal types so server handlers and web calls are typed from it. */
export function endpoint<const T extends EndpointDeclaration>(declaration: T): T {
  return declaration;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type ParamsOf<E extends EndpointDeclaration> = Infer<E['params']>;
export type QueryOf<E extends EndpointDeclaration> = Infer<E['query']>;
export type BodyOf<E extends EndpointDeclaration> = Infer<E['body']>;
export type ResponseOf<E extends EndpointDeclaration> = E['response'] extends z.ZodType ? z.infer<E['response']> : unknown;

/** Replaces `{name}` placeholders with values; throws on a missing one so no URL is ever half-built. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\??\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** The spec's `{param}` syntax in the router syntax shared by Fastify and React Router (`:param`). */
export function toColonPath(path: string): string {
  return path.replace(/\{pathMatch\*\}/g, '*').replace(/\{(\w+)(\??)\}/g, ':$1$2');
}
