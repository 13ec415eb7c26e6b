import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { lazyViews } from '../../../lib/lazy-component';
import { idOf, type DoctorTabKey } from '../routes';
import { DoctorShell } from './doctor-shell';

const TAB_VIEWS = lazyViews(
  {
    profile: async () => (await import('./doctor-profile-tab')).DoctorProfileTab,
    agents: async () => (await import('./doctor-agents-tab')).DoctorAgentsTab,
  },
  <PageLoader />,
);

/** `supplier.doctors.show.profile` and `.agents`. */
export function DoctorTabPage({ tab }: { tab: DoctorTabKey }) {
  const { doctorId } = useParams();
  const { Component: View, preload } = TAB_VIEWS[tab];
  preload();
  return (
    <DoctorShell doctorId={idOf(doctorId)} active={tab}>
      {(doctor) => <View key={doctor.id} doctor={doctor} />}
    </DoctorShell>
  );
}
