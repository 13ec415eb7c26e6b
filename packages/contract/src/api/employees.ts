import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ALL_PERMISSION_KEYS } from '../permissions';
import { STAFF_ROLES } from '../roles';
import { dataOf, idParam, listQuery, messageResponse, pageOf } from './common';
import { requiredText, text } from './company';

// --- employees (issue 12) ---------------------------------------------------------------------------------------
// The supplier's staff: personal details, staff roles, per-department permissions, pay, documents, equipment,
// notes, and blocking. `hr` guards every call (non-staff suppliers, the owners, pass).

/** A document lapses "soon" from this many days before its expiry date (the badge on the list and the tab). */
export const DOCUMENT_WARNING_DAYS = 30;

export const EMPLOYEE_STATUSES = ['invited', 'active', 'blocked'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const PAY_TYPES = ['hourly', 'salary', 'per_delivery', 'commission'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const EMPLOYEE_DOCUMENT_KINDS = ['licence', 'certification', 'other'] as const;

const access = { roles: ['supplier'], permission: 'hr' } as const;
const BASE = '/api/vendor/employees';
const employeeParams = z.object({ employeeId: idParam });
const isoDate = z.iso.date({ error: 'The date must be a valid date (YYYY-MM-DD).' });
const cents = z.number({ error: 'The rate must be a number of cents.' }).int('Amounts are whole cents.').min(0, 'The amount cannot be negative.').max(100_000_000, 'The amount is too large.');

export const staffRole = z.enum(STAFF_ROLES, { error: 'The role must be pt, hr, agent, delivery_planner or delivery_driver.' });
const permissionKey = z.string().refine((k) => ALL_PERMISSION_KEYS.includes(k), 'This is not a permission the portal knows.');

export const departmentPermissions = z.object({
  location_id: idParam,
  /** The keys held there; null takes the employee off the department. */
  permissions: z.array(permissionKey).max(ALL_PERMISSION_KEYS.length).nullable(),
});
export type DepartmentPermissions = z.infer<typeof departmentPermissions>;

export const commissionRule = z
  .object({
    basis: z.enum(['order', 'item'], { error: 'The basis must be order or item.' }),
    kind: z.enum(['percent', 'fixed'], { error: 'The kind must be percent or fixed.' }),
    /** Basis points (1250 = 12.5 %), for `percent`. */
    percent_bp: z.number().int().min(1, 'The percentage must be above 0.').max(10_000, 'The percentage cannot exceed 100.').nullable().optional(),
    amount_cents: cents.nullable().optional(),
    label: text(100).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'percent' && !r.percent_bp) ctx.addIssue({ code: 'custom', path: ['percent_bp'], message: 'Enter the percentage.' });
    if (r.kind === 'fixed' && !r.amount_cents) ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'Enter the amount.' });
  });
export type CommissionRuleInput = z.infer<typeof commissionRule>;

export const employeePayBody = z.object({ pay_type: z.enum(PAY_TYPES, { error: 'Choose how the employee is paid.' }), rate_cents: cents });
export type EmployeePay = z.infer<typeof employeePayBody>;

export const employeeSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  login: z.string(),
  /** `driver` for delivery drivers (the driver app), else `supplier`. */
  role: z.enum(['supplier', 'driver']),
  staff_roles: z.array(z.string()),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
  status: z.enum(EMPLOYEE_STATUSES),
  last_login: z.string().nullable(),
  job_title: z.string(),
  /** Documents expired or lapsing within DOCUMENT_WARNING_DAYS. */
  documents_lapsing: z.number(),
});
export type EmployeeSummary = z.infer<typeof employeeSummary>;

export const employeeDetail = employeeSummary.extend({
  phone: z.string(),
  hired_on: z.string().nullable(),
  blocked_at: z.string().nullable(),
  /** Every department of the company, with the keys the employee holds there (null: not assigned). */
  permissions: z.array(z.object({ location_id: z.number(), name: z.string(), permissions: z.array(z.string()).nullable() })),
  pay: employeePayBody.nullable(),
  commission_rules: z.array(z.object({ id: z.number(), basis: z.string(), kind: z.string(), percent_bp: z.number().nullable(), amount_cents: z.number().nullable(), label: z.string() })),
  /** The caller themself: they cannot block themselves. */
  is_self: z.boolean(),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

export const employeesQuery = listQuery.extend({
  sortBy: z.enum(['name', 'last_login', 'created_at']).optional(),
  role: staffRole.optional(),
  location_id: idParam.optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
});
export type EmployeesQuery = z.infer<typeof employeesQuery>;

const personal = {
  name: requiredText('name', 120),
  email: z.string().trim().max(200).email('The email must be a valid email address.'),
  staff_roles: z.array(staffRole).max(STAFF_ROLES.length),
  phone: text(40).optional(),
  job_title: text(100).optional(),
  hired_on: isoDate.nullable().optional(),
};

export const createEmployeeBody = z.object({ ...personal, permissions: z.array(departmentPermissions).max(200).optional() });
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

export const updateEmployeeBody = z.object({
  name: personal.name.optional(),
  email: personal.email.optional(),
  staff_roles: personal.staff_roles.optional(),
  phone: personal.phone,
  job_title: personal.job_title,
  hired_on: personal.hired_on,
  /** Departments listed are saved as given; others are left as they are. */
  permissions: z.array(departmentPermissions).max(200).optional(),
  pay: employeePayBody.nullable().optional(),
  commission_rules: z.array(commissionRule).max(50).optional(),
});
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

export const blockEmployeeBody = z.object({ blocked: z.boolean({ error: 'Say whether the employee is blocked.' }) });

export const assignedEquipment = z.object({ id: z.number(), name: z.string(), serial: z.string(), assigned_on: z.string() });
export type AssignedEquipment = z.infer<typeof assignedEquipment>;
export const saveEquipmentBody = z.object({
  items: z.array(z.object({ name: requiredText('name', 120), serial: text(120).optional(), assigned_on: isoDate })).max(100),
});
export type SaveEquipmentBody = z.infer<typeof saveEquipmentBody>;

export const employeeNote = z.object({ id: z.number(), body: z.string(), author: z.object({ id: z.number(), name: z.string() }), created_at: z.string() });
export type EmployeeNote = z.infer<typeof employeeNote>;
export const employeeNoteBody = z.object({ body: requiredText('note', 5000) });

export const employeeDocument = z.object({
  id: z.number(),
  kind: z.enum(EMPLOYEE_DOCUMENT_KINDS),
  title: z.string(),
  number: z.string(),
  expires_on: z.string().nullable(),
  /** Days left until expiry in the company's zone (negative once lapsed); null without a date. */
  days_left: z.number().nullable(),
  warning: z.enum(['expired', 'soon']).nullable(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type EmployeeDocument = z.infer<typeof employeeDocument>;
export const employeeDocumentFields = z.object({
  kind: z.enum(EMPLOYEE_DOCUMENT_KINDS, { error: 'The kind must be licence, certification or other.' }),
  title: requiredText('title', 120),
  number: text(80).optional(),
  expires_on: isoDate.optional(),
});
export type EmployeeDocumentFields = z.infer<typeof employeeDocumentFields>;
const documentParams = z.object({ employeeId: idParam, documentId: idParam });

export const listEmployees = endpoint({ method: 'GET', path: BASE, access, summary: "The company's employees (staff and drivers) with roles, departments, status and last sign-in; filters by role, department and status.", query: employeesQuery, response: pageOf(employeeSummary) });
export const getEmployee = endpoint({ method: 'GET', path: `${BASE}/{employeeId}`, access, summary: 'One employee: personal details, permissions per department, pay and commission rules (404 for another company’s).', params: employeeParams, response: dataOf(employeeDetail) });
export const createEmployee = endpoint({ method: 'POST', path: BASE, access, summary: 'Creates an employee and mails the invitation to the first-login page (/hello/{userId}), where they set a password. Answers 201; 422 when the e-mail is taken.', body: createEmployeeBody, response: dataOf(employeeDetail) });
export const updateEmployee = endpoint({ method: 'PUT', path: `${BASE}/{employeeId}`, access, summary: 'Changes personal details, staff roles, the permissions of the departments listed, pay and commission rules (replaced as a whole when sent).', params: employeeParams, body: updateEmployeeBody, response: dataOf(employeeDetail) });
export const blockEmployee = endpoint({ method: 'POST', path: `${BASE}/{employeeId}/block`, access, summary: 'Blocks an employee (every token revoked at once, sign-in refused) or unblocks them. 422 for oneself.', params: employeeParams, body: blockEmployeeBody, response: dataOf(employeeDetail) });
export const listEmployeeEquipment = endpoint({ method: 'GET', path: `${BASE}/{employeeId}/equipment`, access, summary: 'Equipment assigned to the employee.', params: employeeParams, response: z.object({ data: z.array(assignedEquipment) }) });
export const saveEmployeeEquipment = endpoint({ method: 'PUT', path: `${BASE}/{employeeId}/equipment`, access, summary: 'Saves the list of equipment assigned to the employee (replaced as a whole).', params: employeeParams, body: saveEquipmentBody, response: z.object({ data: z.array(assignedEquipment) }) });
export const listEmployeeNotes = endpoint({ method: 'GET', path: `${BASE}/{employeeId}/notes`, access, summary: 'Notes on the employee, newest first.', params: employeeParams, response: z.object({ data: z.array(employeeNote) }) });
export const addEmployeeNote = endpoint({ method: 'POST', path: `${BASE}/{employeeId}/notes`, access, summary: 'Adds a note on the employee. Answers 201.', params: employeeParams, body: employeeNoteBody, response: dataOf(employeeNote) });
export const listEmployeeDocuments = endpoint({ method: 'GET', path: `${BASE}/{employeeId}/documents`, access, summary: "The employee's licences and certifications, soonest expiry first, each with its lapse warning.", params: employeeParams, response: z.object({ data: z.array(employeeDocument) }) });
export const uploadEmployeeDocument = endpoint({ method: 'POST', path: `${BASE}/{employeeId}/documents`, access, multipart: true, summary: 'Uploads one document (part `file`: PDF or image) with the fields below. Answers 201.', params: employeeParams, body: employeeDocumentFields, response: dataOf(employeeDocument) });
export const deleteEmployeeDocument = endpoint({ method: 'DELETE', path: `${BASE}/{employeeId}/documents/{documentId}`, access, summary: 'Deletes a document of the employee.', params: documentParams, response: messageResponse });
export const openEmployeeDocument = endpoint({ method: 'GET', path: `${BASE}/{employeeId}/documents/{documentId}/file`, access, summary: "The document's file (inline).", params: documentParams });

export const employeesEndpoints = [
  listEmployees,
  getEmployee,
  createEmployee,
  updateEmployee,
  blockEmployee,
  listEmployeeEquipment,
  saveEmployeeEquipment,
  listEmployeeNotes,
  addEmployeeNote,
  listEmployeeDocuments,
  uploadEmployeeDocument,
  deleteEmployeeDocument,
  openEmployeeDocument,
] as const;
