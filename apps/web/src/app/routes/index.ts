import type { ComponentType } from 'react';
import type { ImplementedRouteName } from '../implemented-routes';

export interface PageModule {
  default: ComponentType;
}

/**
 * The page of every implemented route, split into its own chunk and loaded on first visit. Folders follow the
 * route's role (`public/`, `auth/`, `invite/`, `doctor/`, `supplier/`, `patient/`, `driver/`). Adding a name to
 * implementedRouteNames without a page here (or the reverse) does not type-check.
 */
export const pageModules: { readonly [N in ImplementedRouteName]: () => Promise<PageModule> } = {
  welcome: () => import('./public/welcome'),
  'try-later': () => import('./public/try-later'),
  'not-found': () => import('./public/not-found'),
  'auth.login': () => import('./auth/login'),
  'auth.reset-password': () => import('./auth/reset-password'),
  hello: () => import('./auth/hello'),
  invite: () => import('./invite/npi-check'),
  'short-link': () => import('./public/short-link'),
  'invite-doctor.hello': () => import('./invite/hello'),
  'invite-doctor.step_1': () => import('./invite/step-1'),
  'invite-doctor.step_2': () => import('./invite/step-2'),
  'invite-doctor.step_3': () => import('./invite/step-3'),
  'invite-doctor.finish': () => import('./invite/finish'),
  'doctor.dashboard': () => import('./doctor/dashboard'),
  'doctor.profile': () => import('./doctor/profile'),
  'doctor.profile.view': () => import('./doctor/profile-view'),
  'doctor.profile.locations': () => import('./doctor/profile-locations'),
  'doctor.patients.list': () => import('./doctor/patients-list'),
  'doctor.patients.show': () => import('./doctor/patient-show'),
  'doctor.patients.show.info': () => import('./doctor/patient-info'),
  'doctor.patients.show.insurances': () => import('./doctor/patient-insurances'),
  'doctor.patients.show.address_contacts': () => import('./doctor/patient-address-contacts'),
  'doctor.patients.show.documents': () => import('./doctor/patient-documents'),
  'doctor.patients.show.med-history': () => import('./doctor/patient-med-history'),
  'doctor.patients.show.accident': () => import('./doctor/patient-accident'),
  'catalog.category': () => import('./doctor/catalog-category'),
  'doctor.catalog.items.category.show': () => import('./doctor/catalog-items-category'),
  'doctor.catalog.items.category.subcategory': () => import('./doctor/catalog-items-subcategory'),
  'doctor.catalog.presets.list': () => import('./doctor/catalog-presets'),
  'doctor.catalog.presets.show': () => import('./doctor/catalog-preset'),
  'supplier.dashboard': () => import('./supplier/dashboard'),
  'supplier.profile': () => import('./supplier/profile'),
  'supplier.profile.view': () => import('./supplier/profile-view'),
  'supplier.patients.list': () => import('./supplier/patients-list'),
  'supplier.patients.show': () => import('./supplier/patient-show'),
  'supplier.patients.show.info': () => import('./supplier/patient-info'),
  'supplier.patients.show.insurances': () => import('./supplier/patient-insurances'),
  'supplier.patients.show.address_contacts': () => import('./supplier/patient-address-contacts'),
  'supplier.patients.show.documents': () => import('./supplier/patient-documents'),
  'supplier.patients.show.med-history': () => import('./supplier/patient-med-history'),
  'supplier.patients.show.accident': () => import('./supplier/patient-accident'),
  'supplier.patients.show.wallet': () => import('./supplier/patient-wallet'),
  'supplier.patients.show.agents': () => import('./supplier/patient-agents'),
  'supplier.patients.show.logs': () => import('./supplier/patient-logs'),
  'supplier.catalog.view': () => import('./supplier/catalog-view'),
  'supplier.catalog.add': () => import('./supplier/catalog-add'),
  'supplier.catalog.presets': () => import('./supplier/catalog-presets'),
  'supplier.tasks': () => import('./supplier/tasks'),
  'supplier.tasks.current': () => import('./supplier/tasks-current'),
  'supplier.tasks.completed': () => import('./supplier/tasks-completed'),
  'patient.dashboard': () => import('./patient/dashboard'),
  'driver.dashboard': () => import('./driver/dashboard'),
};
