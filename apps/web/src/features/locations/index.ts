// Public surface of the locations feature: the practice's offices (profile tab) and the week's hours editor.
export { locationsKeys } from './api/keys';
export { locationsQueryOptions } from './api/list-locations';
export { LocationsList } from './components/locations-list';
export { LocationCard, type LocationCardProps } from './components/location-card';
export {
  DEFAULT_OPEN_DAY,
  hoursErrorKey,
  validateWorkingHours,
  WorkingHoursEditor,
  type HoursErrors,
  type WorkingDay,
  type WorkingHoursEditorProps,
} from './components/working-hours-editor';
export { WorkingHoursView } from './components/working-hours-view';
export { OfficeFields, type OfficeFieldValues, type OfficeFieldsProps, type OfficePatch } from './components/office-fields';
