import { Navigate } from 'react-router';
import { href } from '@dme/contract';

/** `/doctor/profile` opens its first tab. */
export default function DoctorProfileShell() {
  return <Navigate to={href('doctor.profile.view')} replace />;
}
