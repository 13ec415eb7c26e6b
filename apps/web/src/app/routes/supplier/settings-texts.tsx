import { can } from '@dme/contract';
import { useCurrentUser } from '../../../features/auth';
import { useChosenLocationId } from '../../../features/location';
import { SettingsPage, TextsSettings } from '../../../features/settings';

/** `supplier.settings.texts`: the mails the product sends for the company, in its own words. */
export default function SupplierSettingsTextsPage() {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return (
    <SettingsPage active="texts" intro="The mails the portal sends for your company. Placeholders in braces are filled when a mail is sent; preview shows one of your orders.">
      <TextsSettings canEdit={user !== null && can(user, 'manage catalog texts', locationId)} />
    </SettingsPage>
  );
}
