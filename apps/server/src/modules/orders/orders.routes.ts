import { doctorOrders as d, vendorItemStock as stock, vendorOrders as v } from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { signInPortal } from '../order-signing/signing.service';
import { addItems, attachDiagnoses, changeQuantity, confirmItems, detachDiagnoses, itemsTree, removeItem } from './commons.service';
import { archiveOrder, createOrder, getOrder, listOrders, orderHistory, restoreOrder, updateDoctorOrder, updateVendorOrder } from './orders.service';
import { setSerial, setSku } from './item-stock.service';
import { doctorAct, doctorOrderStatus, nextStatus, validateOrder } from './transitions.service';

const doctorRoutes = [
  implement(d.list, ({ app, actor, query }) => listOrders(app.db, actor, query)),
  implement(d.create, async ({ app, actor, body }) => ({ data: await createOrder(app.db, actor, body) })),
  implement(d.get, async ({ app, actor, params }) => ({ data: await getOrder(app.db, actor, params.orderId) })),
  implement(d.update, async ({ app, actor, params, body }) => ({ data: await updateDoctorOrder(app.db, actor, params.orderId, body) })),
  implement(d.status, async ({ app, actor, params }) => ({ data: await doctorOrderStatus(app.db, actor, params.orderId) })),
  implement(d.act, async ({ app, actor, params, body }) => {
    // Sign CMN / Sign F2F with the pad's image sign like the `sign` call; without one, doctorAct answers 422.
    if ((params.code === 20 || params.code === 22) && body.signature) {
      const signing = { signature: body.signature, content_hash: body.content_hash, note: body.note };
      return { data: (await signInPortal(app.db, storageFor(app.config), actor, params.orderId, signing, params.code)).order };
    }
    return { data: await doctorAct(app.db, actor, params.orderId, params.code, body) };
  }),
  implement(d.history, async ({ app, actor, params }) => ({ data: await orderHistory(app.db, actor, params.orderId) })),
  implement(d.archive, async ({ app, actor, params }) => ({ data: await archiveOrder(app.db, actor, params.orderId) })),
  implement(d.restore, async ({ app, actor, params }) => ({ data: await restoreOrder(app.db, actor, params.orderId) })),
  implement(d.attachDiagnoses, async ({ app, actor, params, body }) => ({ data: await attachDiagnoses(app.db, actor, params.orderId, body.diagnosis_ids) })),
  implement(d.detachDiagnoses, async ({ app, actor, params, body }) => ({ data: await detachDiagnoses(app.db, actor, params.orderId, body.diagnosis_ids) })),
  implement(d.addItems, async ({ app, actor, params, body }) => ({ data: await addItems(app.db, actor, params.orderId, body) })),
  implement(d.itemsTree, async ({ app, actor, params }) => ({ data: await itemsTree(app.db, actor, params.orderId) })),
  implement(d.removeItem, async ({ app, actor, params }) => {
    await removeItem(app.db, actor, params.commonId);
  }),
  implement(d.setQuantity, async ({ app, actor, params }) => ({ data: await changeQuantity(app.db, actor, params.commonId, params.n, 'set') })),
];

const vendorRoutes = [
  implement(v.list, ({ app, actor, query }) => listOrders(app.db, actor, query)),
  implement(v.get, async ({ app, actor, params }) => ({ data: await getOrder(app.db, actor, params.orderId) })),
  implement(v.update, async ({ app, actor, params, body }) => ({ data: await updateVendorOrder(app.db, actor, params.orderId, body) })),
  implement(v.next, async ({ app, actor, params, body }) => ({ data: await nextStatus(app.db, actor, params.orderId, body) })),
  implement(v.validate, async ({ app, actor, params }) => ({ data: await validateOrder(app.db, actor, params.orderId) })),
  implement(v.history, async ({ app, actor, params }) => ({ data: await orderHistory(app.db, actor, params.orderId) })),
  implement(v.archive, async ({ app, actor, params }) => ({ data: await archiveOrder(app.db, actor, params.orderId) })),
  implement(v.restore, async ({ app, actor, params }) => ({ data: await restoreOrder(app.db, actor, params.orderId) })),
  implement(v.attachDiagnoses, async ({ app, actor, params, body }) => ({ data: await attachDiagnoses(app.db, actor, params.orderId, body.diagnosis_ids) })),
  implement(v.detachDiagnoses, async ({ app, actor, params, body }) => ({ data: await detachDiagnoses(app.db, actor, params.orderId, body.diagnosis_ids) })),
  implement(v.addItems, async ({ app, actor, params, body }) => ({ data: await addItems(app.db, actor, params.orderId, body) })),
  implement(v.confirmItems, async ({ app, actor, params }) => ({ data: await confirmItems(app.db, actor, params.orderId) })),
  implement(v.reduceItem, async ({ app, actor, params, body }) => ({ data: await changeQuantity(app.db, actor, params.commonId, body.quantity, 'reduce') })),
  implement(stock.setSku, async ({ app, actor, params, body }) => ({ data: await setSku(app.db, actor, params.commonId, body) })),
  implement(stock.dropSku, async ({ app, actor, params }) => ({ data: await setSku(app.db, actor, params.commonId, null) })),
  implement(stock.serial, async ({ app, actor, params, body }) => ({ data: await setSerial(app.db, actor, params.commonId, body.serial) })),
];

export const ordersRoutes = [...doctorRoutes, ...vendorRoutes];
