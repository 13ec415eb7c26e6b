// Public surface of the directory feature: the doctors a supplier works with, and a practice's suppliers.
export { directoryKeys } from './api/keys';
export {
  DoctorCreatePage,
  DoctorLocationPage,
  DoctorShowRedirect,
  DoctorsPage,
  DoctorTabPage,
  SupplierManagePage,
  SuppliersPage,
} from './components/pages';
export { DOCTOR_TABS, doctorTabHref, doctorLocationHref, supplierManageHref, type DoctorTabKey } from './routes';
