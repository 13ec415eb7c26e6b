// Public surface of the driver feature: the driver's phone screens (today's route, routes, stops, proof of delivery)
// and the outbox that keeps deliveries on the phone until the server has them.
export { DriverDashboardPage } from './components/dashboard-page';
export { DriverRoutesPage } from './components/routes-list-page';
export { DriverRoutePage } from './components/route-page';
export { DriverPointPage } from './components/point-page';
export { OutboxStatus } from './components/outbox-status';
export { driverOutbox } from './outbox';
export { driverKeys } from './api/keys';
export { driverDashboardHref, driverPointHref, driverRouteHref, driverRoutesHref, idOf as driverRouteParam } from './routes';
