import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { doctorStats, getSettings, listWidgets, saveSettings, staffLocations } from './dashboard.service';
import { widgetData } from './widgets';

export const dashboardRoutes = [
  implement(api.getDoctorDashboardStats, async ({ app, actor }) => ({ data: await doctorStats(app.db, actor) })),
  implement(api.getDashboardSettings, async ({ app, actor }) => ({ data: await getSettings(app.db, actor) })),
  implement(api.saveDashboardSettings, async ({ app, actor, body }) => ({ data: await saveSettings(app.db, actor, body.widgets) })),
  implement(api.listDashboardWidgets, async ({ actor }) => ({ data: listWidgets(actor) })),
  implement(api.getDashboardWidget, async ({ app, actor, params }) => ({ data: await widgetData(app.db, actor, params.widget) })),
  implement(api.listStaffLocations, async ({ app, actor }) => ({ data: await staffLocations(app.db, actor) })),
];
