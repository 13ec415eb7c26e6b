// Public surface of the company feature: the supplier company's departments, documents and payers, and the office
// fields (name, address, hours) other features reuse for doctors' offices.
export { companyKeys } from './api/keys';
export { departmentsQueryOptions } from './api/list-departments';
export { DepartmentsList } from './components/departments-list';
export { DocumentsTab } from './components/documents-tab';
export { InsurancesList } from './components/insurances-list';
export { InsurancesPage } from './components/insurances-page';
export { companyStaffOf, type CompanyPerson } from './components/company-staff';
export { OfficeFields, type OfficeFieldsProps, type OfficePatch } from './components/office-fields';
export {
  OFFICE_FIELDS,
  officeBody,
  officeValuesOf,
  splitErrors,
  validateWith,
  withoutErrors,
  type FieldErrorMap,
  type OfficeValues,
} from './components/office-values';
