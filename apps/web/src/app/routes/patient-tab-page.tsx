import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Group } from '@mantine/core';
import type { Patient } from '@dme/contract';
import {
  PATIENT_TABS,
  PatientShell,
  PatientTabContent,
  preloadPatientTab,
  patientTabHref,
  patientTabRoute,
  type PatientSide,
  type PatientTabKey,
} from '../../features/patients';
import { isImplementedRoute } from '../implemented-routes';

const patientIdOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);

/** `/…/patients/{patientId}` opens its first tab. */
export function PatientShowRedirect({ side }: { side: PatientSide }) {
  const { patientId } = useParams();
  return <Navigate to={patientTabHref(side, patientIdOf(patientId) || 0, 'info')} replace />;
}

/** A tab of the patient screen; only tabs whose screens exist are offered. `actions` go above the tab's content. */
export function PatientTabPage({
  side,
  tab,
  actions,
}: {
  side: PatientSide;
  tab: PatientTabKey;
  actions?: (patient: Patient) => ReactNode;
}) {
  const { patientId } = useParams();
  const tabs = PATIENT_TABS.filter((t) => isImplementedRoute(patientTabRoute(side, t.tab)));
  preloadPatientTab(tab);
  return (
    <PatientShell side={side} patientId={patientIdOf(patientId)} tabs={tabs} active={tab}>
      {(patient) => (
        <>
          {actions && <Group justify="flex-end">{actions(patient)}</Group>}
          <PatientTabContent key={patient.id} side={side} tab={tab} patient={patient} />
        </>
      )}
    </PatientShell>
  );
}
