import { href, type AskDoctorBody, type DoctorAsk } from '@dme/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { notifyUser } from '../notifications/notifications.service';
import { fullName, lockOwnPatient } from '../patient-app/own-patient';
import { insertItem } from '../orders/items.queries';
import { insertHistory, insertOrder } from '../orders/orders.queries';
import { patientDefaults } from '../orders/orders.service';
import { findOpenAsk } from './ask-doctor.queries';
import { findSoldItem } from './catalog.queries';
import { doctorOf, supplierOf } from './patient-links';

/**
 * "Ask your doctor": an item that needs a prescription goes to the patient's doctor, never to the cart. The doctor
 * side's inbox for it is the practice's draft orders, which the doctor's dashboard counts (Drafts) and the orders
 * list opens: the ask is a draft order for the patient with the item, at the doctor's office, for the patient's
 * supplier, with a history row carrying the patient's words. The doctor completes and signs it as any order (or
 * archives it); the prescriber also gets a notification. One transaction with the audit.
 */
export async function askDoctor(db: Db, actor: Actor, itemId: number, body: AskDoctorBody): Promise<DoctorAsk> {
  return db.transaction(async (tx) => {
    const patient = await lockOwnPatient(tx, actor);
    const supplier = await supplierOf(tx, patient);
    const item = supplier ? await findSoldItem(tx, supplier.id, itemId) : undefined;
    if (!supplier || !item) throw notFound('Item');
    if (item.is_otc) throw fieldError('item_id', 'This item needs no prescription: add it to your cart.');
    const open = await findOpenAsk(tx, patient.id, actor.userId, item.id);
    if (open) throw new AppError('conflict', `You already asked ${open.doctor || 'your doctor'} for this item; the request is waiting for the doctor.`);
    const doctor = await doctorOf(tx, patient);
    if (!doctor) throw new AppError('validation', 'We do not know your doctor yet: ask your supplier to add your doctor to your record.');
    const order = await insertOrder(tx, {
      ...(await patientDefaults(tx, patient.id)),
      status: 1,
      doctor_account_id: doctor.practiceId,
      doctor_id: doctor.doctorId,
      doctor_location_id: doctor.locationId,
      patient_id: patient.id,
      vendor_id: supplier.id,
      patient_vendor: true,
      created_by: actor.userId,
    });
    await insertItem(tx, { order_id: order.id, equipment_id: item.id, quantity: 1, created_by: actor.userId });
    const words = body.message ? `: "${body.message}"` : '';
    await insertHistory(tx, { order_id: order.id, from_status: null, to_status: order.status, user_id: actor.userId, note: `Asked for by the patient in the app (${item.name})${words}` });
    await notifyUser(tx, doctor.doctorId, {
      title: 'A patient asks for a prescription',
      message: `${fullName(patient)} asks you to prescribe ${item.name} (${item.hcpcs}). The draft order is ready for you to complete and sign.`,
      link: href('doctor.order.edit', { orderId: order.id }),
    });
    await audit(tx, actor, { action: 'patient_catalog.ask_doctor', entity: 'order', entityId: order.id, accountId: doctor.practiceId, after: { order, equipment_id: item.id, message: body.message ?? null } });
    return { doctor: doctor.doctorName, practice: doctor.practiceName, asked_at: order.created_at.toISOString() };
  });
}
