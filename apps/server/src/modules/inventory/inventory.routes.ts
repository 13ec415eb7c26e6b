import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { addStorage, createSku, getInventorySku, listInventory, moveStorage, updateSku, updateStorage } from './inventory.service';
import { inventoryDefaults, saveInventoryDefaults } from './stock-editor';
import { officeStock } from './office-stock';
import { deliveredSkus, serialNumbersOf, stockLogs } from './stock-logs';

export const inventoryRoutes = [
  implement(api.getDoctorInventory, ({ app, actor, query }) => officeStock(app.db, actor, query)),
  implement(api.listDeliveredSkus, ({ app, actor, params, query }) => deliveredSkus(app.db, actor, params.patientId, query)),
  implement(api.listInventory, ({ app, actor, query }) => listInventory(app.db, actor, query)),
  implement(api.createInventorySku, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createSku(app.db, actor, body) };
  }),
  implement(api.getInventorySku, async ({ app, actor, params }) => ({ data: await getInventorySku(app.db, actor, params.inventoryId) })),
  implement(api.updateInventorySku, async ({ app, actor, params, body }) => ({
    data: await updateSku(app.db, actor, params.inventoryId, body),
  })),
  implement(api.addInventoryStorage, async ({ app, actor, params, body, reply }) => {
    reply.code(201);
    return { data: await addStorage(app.db, actor, params.inventoryId, body) };
  }),
  implement(api.updateInventoryStorage, async ({ app, actor, params, body }) => ({
    data: await updateStorage(app.db, actor, params.storageId, body),
  })),
  implement(api.moveInventoryStorage, async ({ app, actor, params, body }) => ({
    data: await moveStorage(app.db, actor, params.storageId, body),
  })),
  implement(api.stockLogs, ({ app, actor, query }) => stockLogs(app.db, actor, query)),
  implement(api.getInventoryDefaults, ({ app, actor, query }) => inventoryDefaults(app.db, actor, query)),
  implement(api.putInventoryDefaults, async ({ app, actor, body }) => ({ data: await saveInventoryDefaults(app.db, actor, body) })),
  implement(api.listSerialNumbers, ({ app, actor, params, query }) => serialNumbersOf(app.db, actor, params.inventoryId, query)),
];
