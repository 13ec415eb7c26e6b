// Public surface of the patient requests feature (issue 13 items 5 and 7): the patient's request screen, the
// refill short-link page, the list for the dashboard, and the supplier's "Refills to phone" section.
export { patientRequestsKeys } from './api/keys';
export { requestsQueryOptions } from './api/list-requests';
export { RequestPage, RequestStatusBadge } from './components/request-page';
export { PublicRefillPage } from './components/public-refill-page';
export { RefillsToPhone } from './components/refills-to-phone';
