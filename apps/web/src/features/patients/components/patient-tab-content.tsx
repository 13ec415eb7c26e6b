import type { ComponentType } from 'react';
import type { Patient } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { lazyViews } from '../../../lib/lazy-component';
import type { PatientSide } from '../api/side';
import type { PatientTabKey } from '../routes';

const TAB_VIEWS = lazyViews(
  {
    info: async () => (await import('./info-tab')).InfoTab,
    insurances: async () => (await import('./record-tabs')).InsurancesTab,
    address_contacts: async () => (await import('./record-tabs')).AddressContactsTab,
    documents: async () => (await import('./documents-tab')).DocumentsTab,
    'med-history': async () => (await import('./record-tabs')).MedHistoryTab,
    accident: async () => (await import('./record-tabs')).AccidentTab,
    wallet: async () => (await import('./wallet-tab')).WalletTab,
    agents: async () => (await import('./agents-tab')).AgentsTab,
    logs: async () => (await import('./logs-tab')).LogsTab,
    sku: async () => (await import('./sku-tab')).SkuTab,
  },
  <PageLoader />,
);

/** The tabs this component shows (orders and suborders are screens of their own). */
const viewOf = (tab: PatientTabKey) => (tab in TAB_VIEWS ? TAB_VIEWS[tab as keyof typeof TAB_VIEWS] : undefined);

/** Asks for a tab's code ahead (the tab page does, as it renders, while the patient loads). */
export const preloadPatientTab = (tab: PatientTabKey) => viewOf(tab)?.preload();

/** The tabs that only the supplier's side has. */
const SUPPLIER_ONLY: readonly PatientTabKey[] = ['wallet', 'agents', 'logs', 'sku'];

/** The section of the patient screen a tab shows; the shared ones are the same on both sides. */
export function PatientTabContent({ side, tab, patient }: { side: PatientSide; tab: PatientTabKey; patient: Patient }) {
  const view = viewOf(tab);
  if (!view || (side !== 'supplier' && SUPPLIER_ONLY.includes(tab))) return null;
  // The supplier-only tabs take the patient alone; the side they are given too is ignored.
  const View = view.Component as ComponentType<{ side: PatientSide; patient: Patient }>;
  return <View side={side} patient={patient} />;
}
