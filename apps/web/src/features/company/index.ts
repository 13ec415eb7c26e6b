// Public surface of the company feature: the supplier company's departments, documents and payers; the office card
// the departments use is the locations feature's.
export { companyKeys } from './api/keys';
export { departmentsQueryOptions } from './api/list-departments';
export { DepartmentsList } from './components/departments-list';
export { DocumentsTab } from './components/documents-tab';
export { InsurancesList } from './components/insurances-list';
export { InsurancesPage } from './components/insurances-page';
export { companyStaffOf, type CompanyPerson } from './components/company-staff';
