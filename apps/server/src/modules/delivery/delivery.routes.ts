import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { parseOrThrow } from '../../http/validation';
import { storageFor } from '../../integrations/storage';
import { readUpload } from '../media/upload';
import { announceMove } from '../shipping/shipping-events';
import { accountOf } from '../shipping/suborders.service';
import { announceRoute } from './delivery-events';
import { recordDelivery } from './delivered.service';
import { driverDashboard, driverPoint, driverRoute, driverRoutes } from './driver-app.service';
import { getDriver, listDrivers, updateDriver } from './drivers.service';
import { markItems } from './mark-items.service';
import { optimizeRoutes } from './optimize.service';
import { createRoute, deliverySuborders, getRoute, listRoutes } from './planning.service';

export const deliveryRoutes = [
  implement(api.listDeliverySuborders, async ({ app, actor, query }) => ({ data: await deliverySuborders(app.db, actor, query) })),
  implement(api.listDrivers, ({ app, actor, query }) => listDrivers(app.db, actor, query)),
  implement(api.getDriver, async ({ app, actor, params }) => ({ data: await getDriver(app.db, actor, params.driverId) })),
  implement(api.updateDriver, async ({ app, actor, params, body }) => ({ data: await updateDriver(app.db, actor, params.driverId, body) })),
  implement(api.listRoutes, ({ app, actor, query }) => listRoutes(app.db, actor, query)),
  implement(api.getRoute, async ({ app, actor, params }) => ({ data: await getRoute(app.db, actor, params.routeId) })),
  implement(api.createRoute, async ({ app, actor, body }) => {
    const route = await createRoute(app.db, actor, body);
    if (route) await announceRoute(app, accountOf(actor), { route_id: route.id, point_id: null, status: route.status });
    return { data: route };
  }),
  implement(api.createOptimizedRoutes, async ({ app, actor, body }) => {
    const plan = await optimizeRoutes(app, actor, body);
    for (const r of plan.saved ? plan.routes : []) await announceRoute(app, accountOf(actor), { route_id: r.id, point_id: null, status: r.status });
    return { data: plan };
  }),
  implement(api.markRouteItems, async ({ app, actor, params, body }) => {
    const route = await markItems(app.db, actor, params.routeId, body);
    await announceRoute(app, accountOf(actor), { route_id: route.id, point_id: null, status: route.status });
    return { data: route };
  }),
  implement(api.getDriverDashboard, async ({ app, actor }) => ({ data: await driverDashboard(app.db, actor) })),
  implement(api.listDriverRoutes, ({ app, actor, query }) => driverRoutes(app.db, actor, query)),
  implement(api.getDriverRoute, async ({ app, actor, params }) => ({ data: await driverRoute(app.db, actor, params.routeId) })),
  implement(api.getDriverPoint, async ({ app, actor, params }) => ({ data: await driverPoint(app.db, actor, params.routeId, params.pointId) })),
  implement(api.markPointDelivered, async ({ app, actor, params, req, reply }) => {
    const upload = await readUpload(req);
    const fields = parseOrThrow(api.deliveredBody, upload.fields)!;
    // Files come by field name: the signature pad's image and the optional photo.
    const byName = (name: string) => upload.files.find((f) => f.field === name);
    const result = await recordDelivery(app.db, storageFor(app.config), actor, params.routeId, params.pointId, {
      fields,
      signature: byName('signature'),
      photo: byName('photo'),
    });
    if (result.move) {
      await announceMove(app, result.move);
      await announceRoute(app, result.accountId, { route_id: result.routeId, point_id: result.point.id, status: result.point.status });
    }
    reply.code(result.move ? 201 : 200);
    return { data: result.point };
  }),
];
