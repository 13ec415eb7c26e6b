import { PatientsListPage } from '../patients-page';

export default function DoctorPatientsListPage() {
  return <PatientsListPage side="doctor" />;
}
