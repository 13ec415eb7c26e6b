// Public surface of the patients feature: the list and the patient screen of either side (doctor or supplier).
export { patientsKeys } from './api/keys';
export { patientCalls, mediaCalls, RECORD_KINDS, type PatientSide, type RecordKind } from './api/side';
export { patientsListQueryOptions, type PatientsListQuery } from './api/list-patients';
export { patientQueryOptions } from './api/get-patient';
export {
  PATIENT_TABS,
  patientTabRoute,
  patientsListRoute,
  patientTabHref,
  patientsListHref,
  type PatientTab,
  type PatientTabKey,
} from './routes';
export { PatientsList } from './components/patients-list';
export { PatientShell, type PatientShellProps } from './components/patient-shell';
export { PatientTabContent, preloadPatientTab } from './components/patient-tab-content';
