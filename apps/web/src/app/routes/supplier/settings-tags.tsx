import { SettingsPage, TagsSettings } from '../../../features/settings';

/** `supplier.settings.tags`: the company's tags for orders and patients. */
export default function SupplierSettingsTagsPage() {
  return (
    <SettingsPage active="tags" intro="Tags mark orders and patients (e.g. “Urgent”, “Spanish speaker”) and filter the orders and patients lists.">
      <TagsSettings />
    </SettingsPage>
  );
}
