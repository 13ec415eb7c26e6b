import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/page-frame';
import { doctorCreateHref } from '../routes';
import { DoctorsList } from './doctors-list';
import { useDoctorWriter } from './use-doctor-writer';

/** `supplier.doctors.list`: the doctors the company works with. */
export function DoctorsPage() {
  const canWrite = useDoctorWriter();
  return (
    <PageFrame
      title="Doctors"
      actions={
        canWrite && (
          <Button component={Link} to={doctorCreateHref()} leftSection={<PlusIcon />}>
            Add doctor
          </Button>
        )
      }
    >
      <DoctorsList />
    </PageFrame>
  );
}
