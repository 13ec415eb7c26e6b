import type { Implementation } from '../http/define';
import { authRoutes } from './auth/auth.routes';
import { systemRoutes } from './system/system.routes';
import { linksRoutes } from './links/links.routes';
import { inviteRoutes } from './invite/invite.routes';
import { doctorProfileRoutes } from './doctor-profile/doctor-profile.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { communicationRoutes } from './communication/communication.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { patientsRoutes } from './patients/patients.routes';
import { patientExtrasRoutes } from './patients/patient-extras.routes';
import { mediaRoutes } from './media/media.routes';
import { ordersRoutes } from './orders/orders.routes';
import { referenceRoutes } from './reference/reference.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { vendorProfileRoutes } from './vendor-profile/vendor-profile.routes';
import { vendorInsurancesRoutes } from './vendor-insurances/vendor-insurances.routes';
import { vendorsRoutes } from './vendors/vendors.routes';
import { vendorDoctorsRoutes } from './vendor-doctors/vendor-doctors.routes';
import { doctorLookupsRoutes } from './doctor-lookups/doctor-lookups.routes';
import { searchRoutes } from './search/search.routes';
import { orderDocumentsRoutes } from './order-documents/order-documents.routes';
import { signingRoutes } from './order-signing/signing.routes';
import { notesRoutes } from './order-notes/notes.routes';
import { orderActionsRoutes } from './orders/order-actions.routes';
import { orderQuizRoutes } from './order-quiz/quiz.routes';
import { apiDocsRoutes } from './api-docs/api-docs.routes';
import { warehousesRoutes } from './warehouses/warehouses.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { distributorsRoutes } from './distributors/distributors.routes';
import { distributionOrdersRoutes } from './distribution-orders/distribution-orders.routes';
import { shippingRoutes } from './shipping/shipping.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { billingRoutes } from './billing/billing.routes';
import { patientCartRoutes } from './patient-cart/patient-cart.routes';
import { activityLogRoutes } from './activity-log/activity-log.routes';
import { reportsRoutes } from './reports/reports.routes';
import { chartsRoutes } from './charts/charts.routes';
import { otherVendorsRoutes } from './other-vendors/other-vendors.routes';
import { hipaaConsentRoutes } from './hipaa-consent/hipaa-consent.routes';
import { employeesRoutes } from './employees/employees.routes';
import { settingsRoutes } from './settings/settings.routes';
import { trackingRoutes } from './tracking/tracking.routes';
import { resupplyRoutes } from './resupply/resupply.routes';
import { patientAppRoutes } from './patient-app/patient-app.routes';

/** Every module's handlers; each must match one contract declaration (checked at boot). */
export const allImplementations: readonly Implementation[] = [
  ...authRoutes,
  ...systemRoutes,
  ...linksRoutes,
  ...inviteRoutes,
  ...doctorProfileRoutes,
  ...dashboardRoutes,
  ...tasksRoutes,
  ...communicationRoutes,
  ...notificationsRoutes,
  ...referenceRoutes,
  ...catalogRoutes,
  ...patientsRoutes,
  ...patientExtrasRoutes,
  ...mediaRoutes,
  ...ordersRoutes,
  ...vendorProfileRoutes,
  ...vendorInsurancesRoutes,
  ...vendorsRoutes,
  ...vendorDoctorsRoutes,
  ...doctorLookupsRoutes,
  ...searchRoutes,
  ...orderDocumentsRoutes,
  ...signingRoutes,
  ...notesRoutes,
  ...orderActionsRoutes,
  ...orderQuizRoutes,
  ...apiDocsRoutes,
  ...warehousesRoutes,
  ...inventoryRoutes,
  ...distributorsRoutes,
  ...distributionOrdersRoutes,
  ...shippingRoutes,
  ...deliveryRoutes,
  ...billingRoutes,
  ...patientCartRoutes,
  ...activityLogRoutes,
  ...reportsRoutes,
  ...chartsRoutes,
  ...otherVendorsRoutes,
  ...hipaaConsentRoutes,
  ...employeesRoutes,
  ...patientAppRoutes,
  ...settingsRoutes,
  ...trackingRoutes,
  ...resupplyRoutes,
];
