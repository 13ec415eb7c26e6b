import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { createWarehouse, deleteWarehouse, editWarehouse, getWarehouse, listWarehouses } from './warehouses.service';

export const warehousesRoutes = [
  implement(api.listWarehouses, ({ app, actor, query }) => listWarehouses(app.db, actor, query)),
  implement(api.getWarehouse, async ({ app, actor, params }) => ({ data: await getWarehouse(app.db, actor, params.warehouseId) })),
  implement(api.createWarehouse, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createWarehouse(app.db, actor, body) };
  }),
  implement(api.updateWarehouse, async ({ app, actor, params, body }) => ({ data: await editWarehouse(app.db, actor, params.warehouseId, body) })),
  implement(api.deleteWarehouse, async ({ app, actor, params }) => {
    await deleteWarehouse(app.db, actor, params.warehouseId);
  }),
];
