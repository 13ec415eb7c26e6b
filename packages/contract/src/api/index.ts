import type { EndpointDeclaration } from '../endpoint';
import { authEndpoints } from './auth';
import { systemEndpoints } from './system';
import { linksEndpoints } from './links';
import { inviteEndpoints } from './invite';
import { doctorProfileEndpoints } from './doctor-profile';
import { dashboardEndpoints } from './dashboard';
import { tasksEndpoints } from './tasks';
import { communicationEndpoints } from './communication';
import { notificationsEndpoints } from './notifications';
import { referenceEndpoints } from './reference';
import { catalogEndpoints } from './catalog';
import { patientsEndpoints } from './patients';
import { patientExtrasEndpoints } from './patient-extras';
import { mediaEndpoints } from './media';
import { ordersEndpoints } from './order-calls';
import { vendorProfileEndpoints } from './vendor-profile';
import { vendorInsurancesEndpoints } from './vendor-insurances';
import { vendorsEndpoints } from './vendors';
import { vendorDoctorsEndpoints } from './vendor-doctors';
import { doctorLookupsEndpoints } from './doctor-lookups';
import { searchEndpoints } from './search';
import { orderDocumentsEndpoints } from './order-documents';
import { orderSigningEndpoints } from './order-signing';
import { orderNotesEndpoints } from './order-notes';
import { orderItemStockEndpoints } from './order-item-calls';
import { orderActionsEndpoints } from './order-vendor-actions';
import { orderQuizEndpoints } from './order-quiz';
import { apiDocsEndpoints } from './api-docs';
import { warehousesEndpoints } from './warehouses';
import { inventoryEndpoints } from './inventory';
import { distributorsEndpoints } from './distributors';
import { distributionOrdersEndpoints } from './distribution-orders';
import { shippingEndpoints } from './shipping';
import { deliveryEndpoints } from './delivery';
import { billingEndpoints } from './billing';
import { logsEndpoints } from './logs';
import { reportsEndpoints } from './reports';
import { patientCatalogEndpoints } from './patient-catalog';
import { settingsEndpoints } from './settings';
import { trackingEndpoints } from './tracking';
import { chartsEndpoints } from './charts';
import { otherVendorsEndpoints } from './other-vendors';
import { hipaaConsentEndpoints } from './hipaa-consent';
import { patientRequestsEndpoints } from './patient-requests';
import { employeesEndpoints } from './employees';
import { patientAppEndpoints } from './patient-app';

export * from './common';
export * from './user';
export * from './auth';
export * from './auth-forms';
export * from './system';
export * from './links';
export * from './invite';
export * from './doctor-profile';
export * from './dashboard';
export * from './tasks';
export * from './spec-extensions';
export * from './communication';
export * from './notifications';
export * from './reference';
export * from './catalog';
export * from './patients';
export * from './patient-extras';
export * from './media';
export * from './orders';
export * from './order-calls';
export * from './vendor-profile';
export * from './vendor-insurances';
export * from './vendors';
export * from './vendor-doctors';
export * from './doctor-lookups';
export * from './search';
export * from './order-documents';
export * from './order-signing';
export * from './order-notes';
export * from './order-item-calls';
export * from './order-actions';
export * from './order-vendor-actions';
export * from './order-quiz';
export * from './api-docs';
export * from './warehouses';
export * from './inventory';
export * from './distributors';
export * from './distribution-orders';
export * from './shipping';
export * from './delivery';
export * from './billing';
export * from './logs';
export * from './reports';
export * from './patient-catalog';
export * from './settings';
export * from './tracking';
export * from './charts';
export * from './other-vendors';
export * from './hipaa-consent';
export * from './patient-requests';
export * from './employees';
export * from './patient-app';

/** Every endpoint of the product. The server registers exactly these and refuses to boot if one lacks access. */
export const allEndpoints: readonly EndpointDeclaration[] = [
  ...authEndpoints,
  ...systemEndpoints,
  ...linksEndpoints,
  ...inviteEndpoints,
  ...doctorProfileEndpoints,
  ...dashboardEndpoints,
  ...tasksEndpoints,
  ...communicationEndpoints,
  ...notificationsEndpoints,
  ...referenceEndpoints,
  ...catalogEndpoints,
  ...patientsEndpoints,
  ...patientExtrasEndpoints,
  ...mediaEndpoints,
  ...ordersEndpoints,
  ...vendorProfileEndpoints,
  ...vendorInsurancesEndpoints,
  ...vendorsEndpoints,
  ...vendorDoctorsEndpoints,
  ...doctorLookupsEndpoints,
  ...searchEndpoints,
  ...orderDocumentsEndpoints,
  ...orderSigningEndpoints,
  ...orderNotesEndpoints,
  ...orderItemStockEndpoints,
  ...orderActionsEndpoints,
  ...orderQuizEndpoints,
  ...apiDocsEndpoints,
  ...warehousesEndpoints,
  ...inventoryEndpoints,
  ...distributorsEndpoints,
  ...distributionOrdersEndpoints,
  ...shippingEndpoints,
  ...deliveryEndpoints,
  ...billingEndpoints,
  ...logsEndpoints,
  ...reportsEndpoints,
  ...patientCatalogEndpoints,
  ...settingsEndpoints,
  ...trackingEndpoints,
  ...chartsEndpoints,
  ...otherVendorsEndpoints,
  ...hipaaConsentEndpoints,
  ...patientRequestsEndpoints,
  ...employeesEndpoints,
  ...patientAppEndpoints,
];
