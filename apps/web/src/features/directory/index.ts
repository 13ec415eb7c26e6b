// Public surface of the directory feature: the doctors a supplier works with, and a practice's suppliers.
export { directoryKeys } from './api/keys';
// The two lists are modules of their own: their routes' chunks leave out the doctor and supplier screens and forms.
export { DoctorsPage } from './components/doctors-page';
export { SuppliersPage } from './components/suppliers-page';
export { DoctorCreatePage, DoctorLocationPage, DoctorShowRedirect, SupplierManagePage } from './components/pages';
export { DoctorTabPage } from './components/doctor-tab-page';
export { DOCTOR_TABS, doctorTabHref, doctorLocationHref, supplierManageHref, type DoctorTabKey } from './routes';
