import { SUBORDER_TABS } from '../../../features/shipping';
import { isImplementedRoute } from '../../implemented-routes';

// Only tabs whose screens exist are offered.
export const suborderTabs = SUBORDER_TABS.filter((t) => isImplementedRoute(t.route));
