import { Link, Navigate, useParams } from 'react-router';
import { Alert, Anchor, Stack } from '@mantine/core';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { lazyComponent } from '../../../lib/lazy-component';
import { doctorsListHref, doctorTabHref, idOf } from '../routes';
import { DoctorShell } from './doctor-shell';
import { DOCTOR_WRITE_PERMISSION, useDoctorWriter } from './use-doctor-writer';

// Each page's form, and zod which validates it, load on that page only: not with the other pages of this module.
const { Component: DoctorCreateForm } = lazyComponent(() => import('./doctor-create-form'), 'DoctorCreateForm', <PageLoader />);
const { Component: DoctorLocationView } = lazyComponent(() => import('./doctor-location-view'), 'DoctorLocationView', <PageLoader />);
const { Component: SupplierManage } = lazyComponent(() => import('./supplier-manage'), 'SupplierManage', <PageLoader />);

/** `supplier.doctors.create`: add a doctor by NPI. */
export function DoctorCreatePage() {
  const canWrite = useDoctorWriter();
  return (
    <PageFrame title="Add doctor" back={{ to: doctorsListHref(), label: 'Doctors' }}>
      {canWrite ? (
        <DoctorCreateForm />
      ) : (
        <Alert color="yellow" variant="light" title="Not allowed">
          Adding doctors needs the “{DOCTOR_WRITE_PERMISSION}” permission at your location.
        </Alert>
      )}
    </PageFrame>
  );
}

/** `supplier.doctors.show`: opens the profile tab. */
export function DoctorShowRedirect() {
  const { doctorId } = useParams();
  return <Navigate to={doctorTabHref(idOf(doctorId) || 0)} replace />;
}

/** `supplier.doctors.show.location`: one office of the doctor. */
export function DoctorLocationPage() {
  const { doctorId, locationId } = useParams();
  return (
    <DoctorShell doctorId={idOf(doctorId)} active={null}>
      {(doctor) => (
        <Stack gap="sm">
          <Anchor component={Link} to={doctorTabHref(doctor.id)} fz="sm">
            ← All offices of {doctor.name}
          </Anchor>
          <DoctorLocationView doctor={doctor} locationId={idOf(locationId)} />
        </Stack>
      )}
    </DoctorShell>
  );
}

/** `doctor.suppliers.manage`: one supplier's details and the practice's settings for it. */
export function SupplierManagePage() {
  const { supplierId } = useParams();
  return <SupplierManage supplierId={idOf(supplierId)} />;
}
