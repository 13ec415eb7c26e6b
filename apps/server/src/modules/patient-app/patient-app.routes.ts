import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { parseOrThrow } from '../../http/validation';
import { storageFor } from '../../integrations/storage';
import { readUpload } from '../media/upload';
import { dashboard, doctors } from './dashboard.service';
import { createInsurance, getInsurance, listInsurances } from './insurances.service';
import { inviteToApp } from './invite-app.service';
import { getOrder, listOrders } from './orders.service';
import { ownPatient } from './own-patient';
import { getProfile, updateProfile } from './profile.service';
import { insurancesToCheck } from './to-check.service';

export const patientAppRoutes = [
  implement(api.getPatientDashboard, async ({ app, actor }) => ({ data: await dashboard(app.db, actor) })),
  implement(api.getPatientProfile, async ({ app, actor }) => ({ data: await getProfile(app.db, actor) })),
  implement(api.updatePatientProfile, async ({ app, actor, body }) => ({ data: await updateProfile(app.db, actor, body) })),
  implement(api.listPatientInsurances, async ({ app, actor }) => ({ data: await listInsurances(app.db, actor) })),
  implement(api.getPatientInsurance, async ({ app, actor, params }) => ({ data: await getInsurance(app.db, actor, params.insuranceId) })),
  implement(api.createPatientInsurance, async ({ app, actor, req, reply }) => {
    // A user with no record is told so before the photos are read.
    await ownPatient(app.db, actor);
    const upload = await readUpload(req);
    const fields = parseOrThrow(api.newInsuranceFields, upload.fields)!;
    reply.code(201);
    return { data: await createInsurance(app.db, storageFor(app.config), actor, fields, upload.files) };
  }),
  implement(api.listPatientDoctors, async ({ app, actor }) => ({ data: await doctors(app.db, actor) })),
  implement(api.listPatientOrders, ({ app, actor, query }) => listOrders(app.db, actor, query)),
  implement(api.getPatientOrder, async ({ app, actor, params }) => ({ data: await getOrder(app.db, actor, params.orderId) })),
  implement(api.invitePatientToApp, async ({ app, actor, params, body }) => ({
    data: await inviteToApp(app.db, app.config, actor, params.patientId, body),
  })),
  implement(api.insurancesToCheck, ({ app, actor, query }) => insurancesToCheck(app.db, actor, query)),
];
