// Public surface of the shipping-manage feature: the delivery planner's screens (drivers, the scheduler board, the
// optimiser, routes with their live map and sheet, loading the vans).
export { shippingManageKeys } from './api/keys';
export { DriversPage, RoutesPage } from './components/pages';
export { DriverPage } from './components/driver-page';
// The employee screen's driver-config tab edits the same planning profile with the same form.
export { DriverForm, type DriverFormProps } from './components/driver-form';
export { driverQueryOptions } from './api/get-driver';
export { useUpdateDriver } from './api/update-driver';
export { RoutePage } from './components/route-page';
export { SchedulerPage } from './components/scheduler/scheduler-page';
export { AutoSchedulerPage } from './components/auto-scheduler/auto-scheduler-page';
export { MarkItemsListPage } from './components/mark-items/mark-items-list-page';
export { MarkItemsPage } from './components/mark-items/mark-items-page';
