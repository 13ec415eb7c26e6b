// Public surface of the tracking feature (issue 12): the actions a company tracks (settings), everyone's clock-ins
// and actions per period (employees tracking), and the signed-in person's own clock.
export { trackingKeys } from './api/keys';
export { TrackingActionsSettings } from './components/tracking-actions-settings';
export { EmployeesTrackingList } from './components/employees-tracking-list';
export { EmployeeTracking, type EmployeeTrackingProps, type TrackingTab } from './components/employee-tracking';
export { ClockCard } from './components/clock-card';
