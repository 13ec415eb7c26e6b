import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import type { Order } from '@dme/contract';
import { PageFrame } from '../../components/page-frame';
import { useCurrentUser } from '../../features/auth';
import { useChosenLocationId } from '../../features/location';
import { CREATE_FOR_PATIENT_PARAM, CreateOrderForm, orderTabHref, ordersListHref } from '../../features/orders';
import { patientQueryOptions } from '../../features/patients';
import { routeId } from '../router/route-id';

/** `orders.create`: a draft for a patient at one of the practice's offices, then its edit screen. */
export function OrderCreatePage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const chosen = useChosenLocationId();
  const [params] = useSearchParams();
  const patientId = routeId(params.get(CREATE_FOR_PATIENT_PARAM));
  const patient = useQuery({ ...patientQueryOptions('doctor', patientId), enabled: patientId > 0 });
  // Today's office, else the only one the user works at.
  const defaultLocationId = chosen ?? (user?.locations.length === 1 ? user.locations[0]!.id : null);
  const opened = (order: Order) => void navigate(orderTabHref('doctor', order.id));
  let body: ReactNode;
  if (user?.staff_roles.includes('agent'))
    body = (
      <Alert color="yellow" variant="light">
        Agents cannot create orders.
      </Alert>
    );
  else if (patientId > 0 && patient.isPending) body = null;
  else {
    body = (
      <CreateOrderForm
        defaultLocationId={defaultLocationId}
        patient={patient.data ?? null}
        onCreated={opened}
        onCancel={() => void navigate(ordersListHref('doctor'))}
      />
    );
  }
  return (
    <PageFrame title="New order" paper={false}>
      {body}
    </PageFrame>
  );
}
