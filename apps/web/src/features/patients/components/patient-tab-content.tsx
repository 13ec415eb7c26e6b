import type { Patient } from '@dme/contract';
import type { PatientSide } from '../api/side';
import type { PatientTabKey } from '../routes';
import { AgentsTab } from './agents-tab';
import { DocumentsTab } from './documents-tab';
import { InfoTab } from './info-tab';
import { LogsTab } from './logs-tab';
import { AccidentTab, AddressContactsTab, InsurancesTab, MedHistoryTab } from './record-tabs';
import { SkuTab } from './sku-tab';
import { WalletTab } from './wallet-tab';

/** The section of the patient screen a tab shows; the shared ones are the same on both sides. */
export function PatientTabContent({ side, tab, patient }: { side: PatientSide; tab: PatientTabKey; patient: Patient }) {
  switch (tab) {
    case 'info':
      return <InfoTab side={side} patient={patient} />;
    case 'insurances':
      return <InsurancesTab side={side} patient={patient} />;
    case 'address_contacts':
      return <AddressContactsTab side={side} patient={patient} />;
    case 'documents':
      return <DocumentsTab side={side} patient={patient} />;
    case 'med-history':
      return <MedHistoryTab side={side} patient={patient} />;
    case 'accident':
      return <AccidentTab side={side} patient={patient} />;
    case 'wallet':
      return side === 'supplier' ? <WalletTab patient={patient} /> : null;
    case 'agents':
      return side === 'supplier' ? <AgentsTab patient={patient} /> : null;
    case 'logs':
      return side === 'supplier' ? <LogsTab patient={patient} /> : null;
    case 'sku':
      return side === 'supplier' ? <SkuTab patient={patient} /> : null;
  }
}
