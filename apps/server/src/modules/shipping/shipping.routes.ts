import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { readUpload } from '../media/upload';
import { regroupOrder } from './regrouping.service';
import { announceMove } from './shipping-events';
import { addOtc, patientShippingData, uploadSignedAob } from './suborder-extras.service';
import { addTimeslot, couriers, getSuborder, listItems, listSuborders, listTimeslots, saveClaimIndexes, setStatus } from './suborders.service';
import { suborderViews } from './suborder-view';

export const shippingRoutes = [
  implement(api.listSuborders, ({ app, actor, query }) => listSuborders(app.db, actor, query)),
  implement(api.getSuborder, async ({ app, actor, params }) => ({ data: await getSuborder(app.db, actor, params.suborderId) })),
  implement(api.listSuborderItems, async ({ app, actor, params }) => ({ data: await listItems(app.db, actor, params.suborderId) })),
  implement(api.setSuborderStatus, async ({ app, actor, params, body }) => {
    const { detail, result } = await setStatus(app.db, actor, params.suborderId, body);
    await announceMove(app, result);
    return { data: detail };
  }),
  implement(api.listSuborderTimeslots, async ({ app, actor, params }) => ({ data: await listTimeslots(app.db, actor, params.suborderId) })),
  implement(api.addSuborderTimeslot, async ({ app, actor, params, body, reply }) => {
    reply.code(201);
    return { data: await addTimeslot(app.db, actor, params.suborderId, body) };
  }),
  implement(api.listSuborderOtc, async ({ app, actor, params }) => ({ data: await listItems(app.db, actor, params.suborderId, true) })),
  implement(api.addSuborderOtc, async ({ app, actor, params, body, reply }) => {
    reply.code(201);
    return { data: await addOtc(app.db, actor, params.suborderId, body) };
  }),
  implement(api.getSuborderClaimIndexes, async ({ app, actor, params }) => ({ data: await listItems(app.db, actor, params.suborderId) })),
  implement(api.saveSuborderClaimIndexes, async ({ app, actor, params, body }) => ({ data: await saveClaimIndexes(app.db, actor, params.suborderId, body) })),
  implement(api.uploadSignedAob, async ({ app, actor, params, req, reply }) => {
    const upload = await readUpload(req);
    const { detail, result } = await uploadSignedAob(app.db, storageFor(app.config), actor, params.suborderId, upload.files);
    await announceMove(app, result);
    reply.code(201);
    return { data: detail };
  }),
  implement(api.regroupOrder, async ({ app, actor, params, body }) => ({
    data: await suborderViews(app.db, await regroupOrder(app.db, actor, params.orderId, body)),
  })),
  implement(api.getPatientShippingData, async ({ app, actor, params }) => ({ data: await patientShippingData(app.db, actor, params.patientId) })),
  implement(api.listCouriers, async () => ({ data: couriers() })),
];
