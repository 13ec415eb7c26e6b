import { SettingsPage } from '../../../features/settings';
import { TrackingActionsSettings } from '../../../features/tracking';

/** `supplier.settings.tracking`: the actions the company tracks, with points or minutes. */
export default function SupplierSettingsTrackingPage() {
  return (
    <SettingsPage active="tracking" intro="Actions your people are credited for. Those tied to an event are recorded by the portal itself; the others are recorded by hand from the time tracking screen.">
      <TrackingActionsSettings />
    </SettingsPage>
  );
}
