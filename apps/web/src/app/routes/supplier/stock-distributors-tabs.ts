import { DISTRIBUTION_ORDER_TABS, DISTRIBUTOR_TABS } from '../../../features/distributors';
import { isImplementedRoute } from '../../implemented-routes';

// Only tabs whose screens exist are offered.
export const distributorTabs = DISTRIBUTOR_TABS.filter((t) => isImplementedRoute(t.route));
export const distributionOrderTabs = DISTRIBUTION_ORDER_TABS.filter((t) => isImplementedRoute(t.route));
