import { PatientsListPage } from '../patients-list-page';

export default function DoctorPatientsListPage() {
  return <PatientsListPage side="doctor" />;
}
