/** Signed-in user roles (foundation §6). */
export const ROLES = ['doctor', 'supplier', 'patient', 'driver'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a supplier staff member may carry on top of `supplier` (foundation §6). */
export const STAFF_ROLES = ['pt', 'hr', 'agent', 'delivery_planner', 'delivery_driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The marker placed in `User.roles` for staff accounts ("roles (list, may include staff)"). */
export const STAFF_ROLE_MARKER = 'staff';

/** Kinds of account (tenant): a doctor's practice or a supplier company. */
export const ACCOUNT_TYPES = ['doctor', 'supplier'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

/** What a blocked employee is told on sign-in and on the next call of an open session (kept free of zod: the sign-in page imports it). */
export const BLOCKED_MESSAGE = 'Your account is blocked. Ask your administrator.';
