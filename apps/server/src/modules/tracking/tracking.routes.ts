import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { createTrackingAction, deleteTrackingAction, listTrackingActions, recordAction, updateTrackingAction } from './actions.service';
import { clockIn, clockOf, clockOut } from './clock.service';
import { getEmployeeTracking, listEmployeeTracking } from './employees-tracking.service';

export const trackingRoutes = [
  implement(api.listTrackingActions, ({ app, actor, query }) => listTrackingActions(app.db, actor, query)),
  implement(api.createTrackingAction, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createTrackingAction(app.db, actor, body) };
  }),
  implement(api.updateTrackingAction, async ({ app, actor, params, body }) => ({ data: await updateTrackingAction(app.db, actor, params.trackingId, body) })),
  implement(api.deleteTrackingAction, async ({ app, actor, params }) => {
    await deleteTrackingAction(app.db, actor, params.trackingId);
    return { message: 'The action was retired; what was recorded with it stays in the totals.' };
  }),
  implement(api.listEmployeeTracking, ({ app, actor, query }) => listEmployeeTracking(app.db, actor, query)),
  implement(api.getEmployeeTracking, async ({ app, actor, params, query }) => ({ data: await getEmployeeTracking(app.db, actor, params.id, query) })),
  implement(api.getMyClock, async ({ app, actor }) => ({ data: await clockOf(app.db, actor) })),
  implement(api.clockIn, async ({ app, actor }) => ({ data: await clockIn(app.db, actor) })),
  implement(api.clockOut, async ({ app, actor }) => ({ data: await clockOut(app.db, actor) })),
  implement(api.recordTrackingAction, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await recordAction(app.db, actor, body) };
  }),
];
