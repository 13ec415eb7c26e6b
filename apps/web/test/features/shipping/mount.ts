// The shipping screens are not in the app's route list until the integrator adds them (app/routes/index.ts and
// implemented-routes.ts are shared files): these mocks add them, so the specs mount the real router, guards and
// layout at the screens' URLs. Once the entries are there the additions are the same ones again, harmlessly.
type ImplementedModule = typeof import('../../../src/app/implemented-routes');
type RoutesModule = typeof import('../../../src/app/routes');

export const SHIPPING_ROUTES = {
  'supplier.shipping.list.status': () => import('../../../src/app/routes/supplier/shipping-list'),
  'supplier.shipping.show': () => import('../../../src/app/routes/supplier/shipping-show'),
  'supplier.shipping.show.general-info': () => import('../../../src/app/routes/supplier/shipping-general-info'),
  'supplier.shipping.show.status': () => import('../../../src/app/routes/supplier/shipping-status'),
  'supplier.shipping.show.documents': () => import('../../../src/app/routes/supplier/shipping-documents'),
  'supplier.patients.show.suborders': () => import('../../../src/app/routes/supplier/patient-suborders'),
};

export function withShippingNames(real: ImplementedModule): ImplementedModule {
  const names = [...real.implementedRouteNames, ...Object.keys(SHIPPING_ROUTES)] as unknown as ImplementedModule['implementedRouteNames'];
  const isImplementedRoute = (name: string) => (names as readonly string[]).includes(name);
  return { ...real, implementedRouteNames: names, isImplementedRoute: isImplementedRoute as ImplementedModule['isImplementedRoute'] };
}

export function withShippingPages(real: RoutesModule): RoutesModule {
  return { ...real, pageModules: { ...real.pageModules, ...SHIPPING_ROUTES } as RoutesModule['pageModules'] };
}
