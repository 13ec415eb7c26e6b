// Public surface of the locations feature: the practice's offices (profile tab), the week's hours editor and the one
// office card (fields, view, save) that a supplier's departments and a doctor's offices reuse.
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
export { OfficeFields, type OfficeForm, type OfficeFieldsProps } from './components/office-fields';
export { OfficeCard, type OfficeCardProps } from './components/office-card';
export { DetailsColumn, LocationDetails, OfficeDetails, type OfficeDetailsProps } from './components/location-details';
export { officeBody, officeValuesOf, clearErrorsUnder, type OfficeValues } from './components/office-values';
