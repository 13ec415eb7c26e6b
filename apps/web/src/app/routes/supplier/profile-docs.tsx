import { DocumentsTab } from '../../../features/company';
import { ProfilePage } from '../profile-page';
import { SUPPLIER_PROFILE_TABS } from './profile-tabs';

/** The company's documents (licences, accreditation ...), a tab of the profile. */
export default function SupplierProfileDocsPage() {
  return (
    <ProfilePage tabs={SUPPLIER_PROFILE_TABS}>
      <DocumentsTab />
    </ProfilePage>
  );
}
