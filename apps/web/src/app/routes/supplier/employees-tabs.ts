import { EMPLOYEE_TABS } from '../../../features/employees';
import { isImplementedRoute } from '../../implemented-routes';

// Only tabs whose screens exist are offered (tracking and charts come with their own features).
export const employeeTabs = EMPLOYEE_TABS.filter((t) => isImplementedRoute(t.route));
