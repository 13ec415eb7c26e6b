import { patientRequests as p, publicRefillLink as link, vendorResupply as v } from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { readUpload } from '../media/upload';
import { answerPatientRequest, answerRefillLink, getPatientRequest, listPatientRequests, showRefillLink, uploadForRequest } from './requests.service';
import { listRefillsToPhone } from './to-phone.service';

export const resupplyRoutes = [
  implement(p.list, async ({ app, actor, query }) => listPatientRequests(app.db, actor, query)),
  implement(p.get, async ({ app, actor, params }) => ({ data: await getPatientRequest(app.db, actor, params.requestId) })),
  implement(p.answer, async ({ app, actor, params, body }) => ({ data: await answerPatientRequest(app.db, actor, params.requestId, body) })),
  implement(p.upload, async ({ app, actor, params, req }) => {
    // The request is checked first, so a stranger's id is a 404 before any upload is read.
    await getPatientRequest(app.db, actor, params.requestId);
    const upload = await readUpload(req);
    return { data: await uploadForRequest(app.db, storageFor(app.config), actor, params.requestId, upload.files) };
  }),
  implement(link.show, async ({ app, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await showRefillLink(app.db, params.hash) };
  }),
  implement(link.answer, async ({ app, params, body }) => ({ data: await answerRefillLink(app.db, params.hash, body) })),
  implement(v.toPhone, async ({ app, actor, query }) => listRefillsToPhone(app.db, actor, query)),
];
