import { href } from '@dme/contract';

export const driversListHref = () => href('supplier.shipping-manage.drivers.list');
export const driverHref = (driverId: number) => href('supplier.shipping-manage.drivers.show', { driverId });
export const routesListHref = (date?: string) => {
  const path = href('supplier.shipping-manage.routes.list');
  return date ? `${path}?date=${date}` : path;
};
export const routeHref = (routeId: number) => href('supplier.shipping-manage.routes.show', { routeId });
export const schedulerHref = () => href('supplier.shipping-manage.scheduler');
export const autoSchedulerHref = () => href('supplier.shipping-manage.auto-scheduler');
export const markItemsListHref = () => href('supplier.shipping-manage.mark-items.list');
export const markItemsHref = (routeId: number) => href('supplier.shipping-manage.mark-items.show', { routeId });

/** A route's numeric id param, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
