// Screens of the contract's route table that have a page in this app. Kept free of React and DOM imports:
// the server-side catalogue script imports it under plain Node.
import type { WebRouteName } from '@dme/contract';

export const implementedRouteNames = [
  'welcome',
  'try-later',
  'not-found',
  'auth.login',
  'auth.reset-password',
  'hello',
  'invite',
  'short-link',
  'invite-doctor.hello',
  'invite-doctor.step_1',
  'invite-doctor.step_2',
  'invite-doctor.step_3',
  'invite-doctor.finish',
  'doctor.dashboard',
  // The profile shell only opens its first tab (view).
  'doctor.profile',
  'doctor.profile.view',
  'doctor.profile.locations',
  // The patient shell only opens its first tab (info); the orders tab comes with the orders feature.
  'doctor.patients.list',
  'doctor.patients.show',
  'doctor.patients.show.info',
  'doctor.patients.show.insurances',
  'doctor.patients.show.address_contacts',
  'doctor.patients.show.documents',
  'doctor.patients.show.med-history',
  'doctor.patients.show.accident',
  // The doctor's catalogue levels and presets; 'doctor.catalog.items.add' has no server call to back it yet.
  'catalog.category',
  'doctor.catalog.items.category.show',
  'doctor.catalog.items.category.subcategory',
  'doctor.catalog.presets.list',
  'doctor.catalog.presets.show',
  'supplier.dashboard',
  'supplier.profile',
  'supplier.profile.view',
  // The patient shell only opens its first tab (info); orders, suborders and sku come with their features.
  'supplier.patients.list',
  'supplier.patients.show',
  'supplier.patients.show.info',
  'supplier.patients.show.insurances',
  'supplier.patients.show.address_contacts',
  'supplier.patients.show.documents',
  'supplier.patients.show.med-history',
  'supplier.patients.show.accident',
  'supplier.patients.show.wallet',
  'supplier.patients.show.agents',
  'supplier.patients.show.logs',
  'supplier.catalog.view',
  'supplier.catalog.add',
  'supplier.catalog.presets',
  // The tasks shell only opens its first tab (current).
  'supplier.tasks',
  'supplier.tasks.current',
  'supplier.tasks.completed',
  'patient.dashboard',
  'driver.dashboard',
] as const satisfies readonly WebRouteName[];

export type ImplementedRouteName = (typeof implementedRouteNames)[number];

export function isImplementedRoute(name: string): name is ImplementedRouteName {
  return (implementedRouteNames as readonly string[]).includes(name);
}
