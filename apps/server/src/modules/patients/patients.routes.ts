import * as api from '@dme/contract';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../http/actor';
import { implement, type Implementation } from '../../http/define';
import { createPatient, deletePatient, getPatient, listPatients, updatePatientRecord } from './patients.service';
import { changeRecord, createRecord, deleteRecord, listRecords, type RecordBodies } from './records.service';
import type { RecordKind } from './records.queries';

interface Ctx<P, B = undefined> {
  app: AppContext;
  actor: Actor;
  params: P;
  body: B;
}
type PatientParams = { patientId: number };

// One handler per operation and kind, shared by the doctor and the supplier declarations.
const list =
  <K extends RecordKind>(kind: K) =>
  async ({ app, actor, params }: Ctx<PatientParams>) => ({ data: await listRecords(app.db, actor, kind, params.patientId) });
const create =
  <K extends RecordKind>(kind: K) =>
  async ({ app, actor, params, body }: Ctx<PatientParams, RecordBodies[K]>) => ({ data: await createRecord(app.db, actor, kind, params.patientId, body) });
const change =
  <K extends RecordKind, I extends string>(kind: K, key: I) =>
  async ({ app, actor, params, body }: Ctx<PatientParams & Record<I, number>, Partial<RecordBodies[K]>>) => ({
    data: await changeRecord(app.db, actor, kind, params.patientId, params[key], body),
  });
const remove =
  <I extends string>(kind: RecordKind, key: I) =>
  async ({ app, actor, params }: Ctx<PatientParams & Record<I, number>>) => {
    await deleteRecord(app.db, actor, kind, params.patientId, params[key]);
  };

function sideRoutes(c: typeof api.doctorPatients | typeof api.vendorPatients): Implementation[] {
  return [
    implement(c.list, ({ app, actor, query }) => listPatients(app.db, actor, query)),
    implement(c.get, async ({ app, actor, params }) => ({ data: await getPatient(app.db, actor, params.patientId) })),
    implement(c.create, async ({ app, actor, body }) => ({ data: await createPatient(app.db, actor, body) })),
    implement(c.update, async ({ app, actor, params, body }) => ({ data: await updatePatientRecord(app.db, actor, params.patientId, body) })),
    implement(c.remove, async ({ app, actor, params }) => {
      await deletePatient(app.db, actor, params.patientId);
    }),

    implement(c.addresses.list, list('addresses')),
    implement(c.addresses.create, create('addresses')),
    implement(c.addresses.update, change('addresses', 'addressId')),
    implement(c.addresses.remove, remove('addresses', 'addressId')),

    implement(c.contacts.list, list('contacts')),
    implement(c.contacts.create, create('contacts')),
    implement(c.contacts.update, change('contacts', 'contactId')),
    implement(c.contacts.remove, remove('contacts', 'contactId')),

    implement(c.insurances.list, list('insurances')),
    implement(c.insurances.create, create('insurances')),
    implement(c.insurances.update, change('insurances', 'insuranceId')),
    implement(c.insurances.remove, remove('insurances', 'insuranceId')),

    implement(c.history.list, list('history')),
    implement(c.history.create, create('history')),
    implement(c.history.update, change('history', 'historyId')),
    implement(c.history.remove, remove('history', 'historyId')),

    implement(c.accidents.list, list('accidents')),
    implement(c.accidents.create, create('accidents')),
    implement(c.accidents.update, change('accidents', 'accidentId')),
    implement(c.accidents.remove, remove('accidents', 'accidentId')),
  ];
}

export const patientsRoutes = [...sideRoutes(api.doctorPatients), ...sideRoutes(api.vendorPatients)];
