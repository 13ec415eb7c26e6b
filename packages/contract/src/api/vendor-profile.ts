import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import {
  addressFields,
  addressOut,
  clearableOr,
  labelledEmails,
  labelledPhones,
  npiNumber,
  optionalPhone,
  requiredText,
  taxId,
  text,
} from './company';
import { profileEmails, profilePhones, workingHours } from './doctor-profile';
import { media } from './media';
import { calendarDate } from './patients';
import { queryFlag } from './tasks';

// --- company profile ---------------------------------------------------------------------------------------

export const supplierProfile = z.object({
  /** The company (account) id. */
  id: z.number(),
  name: z.string(),
  /** Organisational NPI (type 2), 10 digits. */
  npi: z.string().nullable(),
  /** EIN as 9 digits (shown as ##-#######). */
  tax_id: z.string().nullable(),
  /** Medicare supplier number (PTAN) the company bills under. */
  ptan: z.string(),
  fax: z.string(),
  website: z.string(),
  phones: labelledPhones,
  emails: labelledEmails,
  ...addressOut,
  /** False for staff: only the company owner changes the profile. */
  can_edit: z.boolean(),
  updated_at: z.string().nullable(),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;

export const saveSupplierProfileBody = z.object({
  name: requiredText('name'),
  npi: clearableOr(npiNumber).optional(),
  tax_id: clearableOr(taxId).optional(),
  ptan: text(20).optional(),
  fax: optionalPhone.optional(),
  website: clearableOr(z.string().trim().max(200).url('The website must be a full address (https://...).')).optional(),
  phones: profilePhones.optional(),
  emails: profileEmails.optional(),
  ...addressFields,
});
export type SaveSupplierProfileBody = z.infer<typeof saveSupplierProfileBody>;

const supplier = { roles: ['supplier'] } as const;
/** Company settings are the owner's (foundation §2: Settings only for suppliers without the staff role). */
const owner = { roles: ['supplier'], nonStaffOnly: true } as const;

export const getSupplierProfile = endpoint({
  method: 'GET',
  path: '/api/vendor/profile',
  access: supplier,
  summary: "The caller's company profile (staff read it too).",
  response: dataOf(supplierProfile),
});

export const saveSupplierProfile = endpoint({
  method: 'POST',
  path: '/api/vendor/profile',
  access: owner,
  summary: 'Saves the company profile (owner only). Absent fields keep their value; phones and e-mails, when sent, replace the lists.',
  body: saveSupplierProfileBody,
  response: dataOf(supplierProfile),
});

// --- departments (supplier locations, with per-department staff permissions) -------------------------------

export const departmentStaff = z.object({ user_id: z.number(), name: z.string(), permissions: z.array(z.string()) });

export const department = z.object({
  id: z.number(),
  name: z.string(),
  ...addressOut,
  working_hours: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Staff working at the department with the permission keys they hold there. Shown to the owner and hr staff only. */
  staff: z.array(departmentStaff),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Department = z.infer<typeof department>;

const staffGrant = z.object({
  user_id: idParam,
  /** Concrete keys of ALL_PERMISSION_KEYS (e.g. `order view 10`, `stock`). */
  permissions: z.array(z.string().trim()).max(500, 'Too many permissions.'),
});

const departmentFields = {
  ...addressFields,
  working_hours: workingHours.optional(),
  /** The full staff list of the department: staff left out lose their access to it. */
  staff: z.array(staffGrant).max(200, 'At most 200 staff members.').optional(),
};

export const createDepartmentBody = z.object({ name: requiredText('name'), ...departmentFields });
export type CreateDepartmentBody = z.infer<typeof createDepartmentBody>;
export const updateDepartmentBody = z.object({ name: requiredText('name').optional(), ...departmentFields });
export type UpdateDepartmentBody = z.infer<typeof updateDepartmentBody>;

const departmentParams = z.object({ departmentId: idParam });

export const listSupplierDepartments = endpoint({
  method: 'GET',
  path: '/api/vendor/profile/departments',
  access: supplier,
  summary: "The company's departments, by name; staff permissions are included for the owner and hr staff.",
  response: dataOf(z.array(department)),
});

export const createSupplierDepartment = endpoint({
  method: 'POST',
  path: '/api/vendor/profile/departments',
  access: owner,
  summary: 'Adds a department, optionally with its staff and their permissions (owner only). Answers 201.',
  body: createDepartmentBody,
  response: dataOf(department),
});

export const updateSupplierDepartment = endpoint({
  method: 'PUT',
  path: '/api/vendor/profile/departments/{departmentId}',
  access: owner,
  summary: 'Changes a department; a sent staff list replaces who works there and with which permissions (owner only).',
  params: departmentParams,
  body: updateDepartmentBody,
  response: dataOf(department),
});

export const deleteSupplierDepartment = endpoint({
  method: 'DELETE',
  path: '/api/vendor/profile/departments/{departmentId}',
  access: owner,
  summary: 'Removes a department (owner only); 409 while staff still work there or when it is the last one. Answers 204.',
  params: departmentParams,
});

// --- company documents (licences, accreditation, insurance certificates ...) -------------------------------

export const COMPANY_DOCUMENT_TYPES = [
  'license',
  'accreditation',
  'liability_insurance',
  'surety_bond',
  'w9',
  'medicare_enrollment',
  'other',
] as const;
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

/** Text fields of the upload form; files go in `file` parts (1 to 5, PDF or image, 20 MB each). */
export const companyDocumentFields = z.object({
  type: z.enum(COMPANY_DOCUMENT_TYPES, { error: 'The document type is not in the list.' }).optional(),
  expires_at: calendarDate.optional(),
});
export type CompanyDocumentFields = z.infer<typeof companyDocumentFields>;

export const companyDocumentsQuery = listQuery.extend({
  sortBy: z.enum(['created_at', 'type', 'original_name']).optional(),
  type: z.enum(COMPANY_DOCUMENT_TYPES).optional(),
  archived: queryFlag.optional(),
});
export type CompanyDocumentsQuery = z.infer<typeof companyDocumentsQuery>;

export const listSupplierDocuments = endpoint({
  method: 'GET',
  path: '/api/vendor/profile/docs',
  access: supplier,
  summary: "The company's own documents, newest first. Open, download and delete them with the vendor media calls.",
  query: companyDocumentsQuery,
  response: pageOf(media),
});

export const uploadSupplierDocuments = endpoint({
  method: 'POST',
  path: '/api/vendor/profile/docs',
  access: owner,
  multipart: true,
  summary: 'Uploads 1-5 company documents (parts named `file`; PDF or image) with the fields below (owner only).',
  body: companyDocumentFields,
  response: dataOf(z.array(media)),
});

export const vendorProfileEndpoints = [
  getSupplierProfile,
  saveSupplierProfile,
  listSupplierDepartments,
  createSupplierDepartment,
  updateSupplierDepartment,
  deleteSupplierDepartment,
  listSupplierDocuments,
  uploadSupplierDocuments,
] as const;
