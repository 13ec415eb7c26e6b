// Public surface of the employees feature: the company's staff and drivers, their permissions per department, pay,
// documents, notes and equipment, and blocking.
export { employeeKeys } from './api/keys';
export { EMPLOYEE_TABS, employeeTabHref, employeesListHref, type EmployeeTab, type EmployeeTabKey } from './routes';
// The list is a module of its own: its route's chunk leaves out the employee screen's tabs.
export { EmployeesListPage } from './components/employees-list-page';
export { EmployeeShowRedirect, EmployeeTabPage, type EmployeeTabPageProps } from './components/pages';
export { EmployeeShell, type EmployeeShellProps } from './components/employee-shell';
