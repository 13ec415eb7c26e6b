import { useQuery } from '@tanstack/react-query';
import { Alert, Stack } from '@mantine/core';
import type { VendorDoctor } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { doctorLocationQueryOptions } from '../api/get-doctor-location';
import { isId } from '../routes';
import { OfficeCard } from './office-card';
import { useDoctorWriter } from './use-doctor-writer';

/** One office of the doctor on its own page (shareable link for drivers and intake). */
export function DoctorLocationView({ doctor, locationId }: { doctor: VendorDoctor; locationId: number }) {
  const canWrite = useDoctorWriter();
  const location = useQuery({ ...doctorLocationQueryOptions(doctor.id, locationId), enabled: isId(locationId) });
  if (!isId(locationId) || (location.isError && readServerError(location.error).status === 404))
    return (
      <Alert color="yellow" variant="light" title="Office not found">
        This office does not belong to {doctor.name}.
      </Alert>
    );
  if (location.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(location.error)}
      </Alert>
    );
  if (!location.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <OfficeCard key={location.data.id} doctorId={doctor.id} location={location.data} canEdit={canWrite && doctor.can_edit} />
    </Stack>
  );
}
