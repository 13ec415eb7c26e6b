// Public surface of the patient app (issue 13): the patient's phone screens, and the two supplier-side pieces
// (the invitation on the patient screen, the insurances to check on the eligibility screen).
export { PatientDashboardPage } from './components/dashboard-page';
export { PatientOrdersPage } from './components/orders-list-page';
export { PatientOrderPage } from './components/order-page';
export { PatientProfileMenuPage } from './components/profile-menu-page';
export { PatientProfileInfoPage } from './components/profile-info-page';
export { PatientInsurancesPage, PatientInsurancePage } from './components/insurances-page';
export { NewInsurancePage } from './components/new-insurance-page';
export { PatientDoctorsPage } from './components/doctors-page';
export { InviteToAppButton } from './components/invite-app-button';
export { InsurancesToCheck } from './components/insurances-to-check';
export { patientAppKeys } from './api/keys';
export { idOf as patientAppParam } from './routes';
