import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { parseOrThrow } from '../../http/validation';
import { storageFor } from '../../integrations/storage';
import { contentDisposition } from '../media/sniff';
import { readUpload } from '../media/upload';
import { addNote, deleteDocument, listDocuments, listEquipment, listNotes, openDocument, saveEquipment, uploadDocument } from './employee-records.service';
import { assertEmployee, blockEmployee, createEmployee, getEmployee, listEmployees, updateEmployee } from './employees.service';

export const employeesRoutes = [
  implement(api.listEmployees, ({ app, actor, query }) => listEmployees(app.db, actor, query)),
  implement(api.getEmployee, async ({ app, actor, params }) => ({ data: await getEmployee(app.db, actor, params.employeeId) })),
  implement(api.createEmployee, async ({ app, actor, body, reply }) => {
    const id = await createEmployee(app.db, app.config, actor, body);
    reply.code(201);
    return { data: await getEmployee(app.db, actor, id) };
  }),
  implement(api.updateEmployee, async ({ app, actor, params, body }) => {
    await updateEmployee(app.db, actor, params.employeeId, body);
    return { data: await getEmployee(app.db, actor, params.employeeId) };
  }),
  implement(api.blockEmployee, async ({ app, actor, params, body }) => {
    await blockEmployee(app.db, actor, params.employeeId, body.blocked);
    return { data: await getEmployee(app.db, actor, params.employeeId) };
  }),
  implement(api.listEmployeeEquipment, async ({ app, actor, params }) => ({ data: await listEquipment(app.db, actor, params.employeeId) })),
  implement(api.saveEmployeeEquipment, async ({ app, actor, params, body }) => ({ data: await saveEquipment(app.db, actor, params.employeeId, body) })),
  implement(api.listEmployeeNotes, async ({ app, actor, params }) => ({ data: await listNotes(app.db, actor, params.employeeId) })),
  implement(api.addEmployeeNote, async ({ app, actor, params, body, reply }) => {
    const note = await addNote(app.db, actor, params.employeeId, body.body);
    reply.code(201);
    return { data: note };
  }),
  implement(api.listEmployeeDocuments, async ({ app, actor, params }) => ({ data: await listDocuments(app.db, actor, params.employeeId) })),
  implement(api.uploadEmployeeDocument, async ({ app, actor, params, req, reply }) => {
    // Fails fast for another company's employee, before the upload is read.
    await assertEmployee(app.db, actor, params.employeeId);
    const upload = await readUpload(req);
    const fields = parseOrThrow(api.employeeDocumentFields, upload.fields)!;
    const doc = await uploadDocument(app.db, storageFor(app.config), actor, params.employeeId, upload.files, fields);
    reply.code(201);
    return { data: doc };
  }),
  implement(api.deleteEmployeeDocument, async ({ app, actor, params }) => {
    await deleteDocument(app.db, actor, params.employeeId, params.documentId);
    return { message: 'The document was deleted.' };
  }),
  implement(api.openEmployeeDocument, async ({ app, actor, params, reply }) => {
    const { row, stream } = await openDocument(app.db, storageFor(app.config), actor, params.employeeId, params.documentId);
    reply
      .header('content-type', row.mime)
      .header('content-length', String(row.size))
      .header('content-disposition', contentDisposition('inline', row.original_name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return stream;
  }),
];
