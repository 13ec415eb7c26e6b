import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { attachAgent, depositToWallet, getWallet, listAgents, listPatientLogs } from './extras.service';
import { checkHipaa, savePatientSignature, sendHipaaLink } from './hipaa.service';
import { listDuplicates, mergePatients } from './merge.service';

export const patientExtrasRoutes = [
  implement(api.getPatientWallet, async ({ app, actor, params }) => ({ data: await getWallet(app.db, actor, params.patientId) })),
  implement(api.depositToPatientWallet, async ({ app, actor, params, body }) => ({ data: await depositToWallet(app.db, actor, params.patientId, body) })),
  implement(api.listPatientDuplicates, async ({ app, actor, params }) => ({ data: await listDuplicates(app.db, actor, params.patientId) })),
  implement(api.mergePatient, async ({ app, actor, params, body }) => ({ data: await mergePatients(app.db, actor, params.patientId, body.duplicate_id) })),
  implement(api.listPatientAgents, async ({ app, actor, params }) => ({ data: await listAgents(app.db, actor, params.patientId) })),
  implement(api.attachPatientAgent, async ({ app, actor, params, body }) => ({ data: await attachAgent(app.db, actor, params.patientId, body.user_id) })),
  implement(api.listPatientLogs, ({ app, actor, params, query }) => listPatientLogs(app.db, actor, params.patientId, query)),
  implement(api.savePatientSignature, async ({ app, actor, params, body }) => ({
    data: await savePatientSignature(app.db, storageFor(app.config), actor, params.patientId, body.signature),
  })),
  implement(api.checkPatientHipaa, async ({ app, actor, params }) => ({ data: await checkHipaa(app.db, actor, params.id) })),
  implement(api.sendPatientHipaaLink, async ({ app, actor, params, body }) => ({ data: await sendHipaaLink(app.db, app.config, actor, params.id, body.email) })),
];
