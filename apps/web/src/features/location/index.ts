// Public surface of the location feature: today's location for staff.
export { LocationChooser, type LocationChooserProps } from './location-chooser';
export { useChosenLocationId, useLocationExpiry, useLocationReminder } from './use-location';
export {
  checkLocation,
  LAYOUT_LOCATION_WARNING_MS,
  LOCATION_ATTENTION_MESSAGE,
  LOCATION_ATTENTION_TITLE,
  LOCATION_CHECK_WARNING_MS,
  remindToChooseLocation,
} from './location-check';
