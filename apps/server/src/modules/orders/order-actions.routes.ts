import { doctorItemQuiz as q, doctorOrderActions as d, vendorItemActions as items, vendorOrderActions as v } from '@dme/contract';
import { storageFor } from '../../integrations/storage';
import { generateAob } from './aob.service';
import { addOtcItem, archiveItem } from './item-actions.service';
import { implement } from '../../http/define';
import { sendQuizToPatient } from '../order-quiz/quiz-links.service';
import { addPresetItems, contactsFromProfile, orderRefills, recallOrder, setRefillsCancelled, splitOrder } from './order-actions.service';
import {
  attachDoctor,
  attachInsurance,
  attachPt,
  createVendorOrder,
  deleteVendorOrder,
  revalidateOrder,
  sameAddress,
  saveAuthorization,
  setExpirationDate,
  setNoDoctor,
  setTrackNumber,
} from './order-fields.service';
import { paCoverOf } from './pa-cover';
import { recordPurchasePayment } from './purchase.service';
import { getItemQuiz, markQuizPassed, proceedItems, recommendedItems, replaceItem, saveItemAnswers } from './quiz.service';

const doctorRoutes = [
  implement(d.commonsFromPreset, async ({ app, actor, params }) => ({
    data: await addPresetItems(app.db, actor, params.orderId, params.presetId),
  })),
  implement(d.contactsFromProfile, async ({ app, actor, params }) => ({ data: await contactsFromProfile(app.db, actor, params.orderId) })),
  implement(d.split, async ({ app, actor, params, body }) => ({ data: await splitOrder(app.db, actor, params.orderId, body) })),
  implement(d.recall, async ({ app, actor, params, body }) => ({ data: await recallOrder(app.db, actor, params.orderId, body) })),
  implement(d.cancelRefills, async ({ app, actor, params }) => ({ data: await setRefillsCancelled(app.db, actor, params.orderId, true) })),
  implement(d.restoreRefills, async ({ app, actor, params }) => ({
    data: await setRefillsCancelled(app.db, actor, params.orderId, false),
  })),
  implement(q.answers, async ({ app, actor, params }) => ({ data: await getItemQuiz(app.db, actor, params.commonId) })),
  implement(q.saveAnswers, async ({ app, actor, params, body }) => ({
    data: await saveItemAnswers(app.db, actor, params.commonId, body.answers),
  })),
  implement(q.passed, async ({ app, actor, params }) => ({ data: await markQuizPassed(app.db, actor, params.commonId) })),
  implement(q.replaceBy, async ({ app, actor, params, body }) => ({
    data: await replaceItem(app.db, actor, params.commonId, body.equipment_id),
  })),
  implement(q.proceed, async ({ app, actor, params }) => ({ data: await proceedItems(app.db, actor, params.orderId) })),
  implement(q.recommended, async ({ app, actor, params }) => ({ data: await recommendedItems(app.db, actor, params.orderId) })),
];

const vendorRoutes = [
  implement(v.create, async ({ app, actor, body }) => ({ data: await createVendorOrder(app.db, actor, body) })),
  implement(v.remove, async ({ app, actor, params }) => {
    await deleteVendorOrder(app.db, actor, params.orderId);
  }),
  implement(v.attachDoctor, async ({ app, actor, params, body }) => ({ data: await attachDoctor(app.db, actor, params.orderId, body) })),
  implement(v.attachPt, async ({ app, actor, params, body }) => ({ data: await attachPt(app.db, actor, params.orderId, body) })),
  implement(v.aob, async ({ app, actor, params }) => ({ data: await generateAob(app.db, storageFor(app.config), actor, params.orderId) })),
  implement(items.otc, async ({ app, actor, params, body }) => ({ data: await addOtcItem(app.db, actor, params.commonId, body) })),
  implement(items.archive, async ({ app, actor, params }) => ({ data: await archiveItem(app.db, actor, params.commonId) })),
  implement(v.track, async ({ app, actor, params, body }) => ({
    data: await setTrackNumber(app.db, actor, params.orderId, body.track_number),
  })),
  implement(v.attachInsurance, async ({ app, actor, params, body }) => ({
    data: await attachInsurance(app.db, actor, params.orderId, body.insurance_id),
  })),
  implement(v.revalidate, async ({ app, actor, params }) => ({ data: await revalidateOrder(app.db, actor, params.orderId) })),
  implement(v.split, async ({ app, actor, params, body }) => ({ data: await splitOrder(app.db, actor, params.orderId, body) })),
  implement(v.sendToPatient, async ({ app, actor, params, body }) => ({
    data: await sendQuizToPatient(app.db, app.config, actor, params.orderId, body.email),
  })),
  implement(v.noDoctor, async ({ app, actor, params, body }) => ({
    data: await setNoDoctor(app.db, actor, params.orderId, body.no_doctor),
  })),
  implement(v.authorization, async ({ app, actor, params, body }) => ({
    data: await saveAuthorization(app.db, actor, params.orderId, body),
  })),
  implement(v.purchasePayment, async ({ app, actor, params, body }) => ({
    data: await recordPurchasePayment(app.db, actor, params.orderId, body.payment_status),
  })),
  implement(v.paCover, async ({ app, actor, params, reply }) => {
    const { pdf, filename } = await paCoverOf(app.db, actor, params.orderId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${filename}"`)
      .type('application/pdf')
      .send(Buffer.from(pdf));
  }),
  implement(v.refills, async ({ app, actor, params }) => ({ data: await orderRefills(app.db, actor, params.orderId) })),
  implement(v.cancelRefills, async ({ app, actor, params }) => ({ data: await setRefillsCancelled(app.db, actor, params.orderId, true) })),
  implement(v.restoreRefills, async ({ app, actor, params }) => ({
    data: await setRefillsCancelled(app.db, actor, params.orderId, false),
  })),
  implement(v.recall, async ({ app, actor, params, body }) => ({ data: await recallOrder(app.db, actor, params.orderId, body) })),
  implement(v.expirationDate, async ({ app, actor, params, body }) => ({
    data: await setExpirationDate(app.db, actor, params.orderId, body.expiration_date),
  })),
  implement(v.sameAddress, async ({ app, actor, params }) => ({ data: await sameAddress(app.db, actor, params.orderId) })),
];

export const orderActionsRoutes = [...doctorRoutes, ...vendorRoutes];
