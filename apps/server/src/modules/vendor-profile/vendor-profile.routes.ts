import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { parseOrThrow } from '../../http/validation';
import { storageFor } from '../../integrations/storage';
import { readUpload } from '../media/upload';
import { getSupplierProfile, saveSupplierProfile } from './company.service';
import { createDepartment, deleteDepartment, editDepartment, listDepartments } from './departments.service';
import { listCompanyDocuments, uploadCompanyDocuments } from './documents.service';

export const vendorProfileRoutes = [
  implement(api.getSupplierProfile, async ({ app, actor }) => ({ data: await getSupplierProfile(app.db, actor) })),
  implement(api.saveSupplierProfile, async ({ app, actor, body }) => ({ data: await saveSupplierProfile(app.db, actor, body) })),
  implement(api.listSupplierDepartments, async ({ app, actor }) => ({ data: await listDepartments(app.db, actor) })),
  implement(api.createSupplierDepartment, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createDepartment(app.db, actor, body) };
  }),
  implement(api.updateSupplierDepartment, async ({ app, actor, params, body }) => ({
    data: await editDepartment(app.db, actor, params.departmentId, body),
  })),
  implement(api.deleteSupplierDepartment, async ({ app, actor, params }) => {
    await deleteDepartment(app.db, actor, params.departmentId);
  }),
  implement(api.listSupplierDocuments, ({ app, actor, query }) => listCompanyDocuments(app.db, actor, query)),
  implement(api.uploadSupplierDocuments, async ({ app, actor, req }) => {
    const upload = await readUpload(req);
    const fields = parseOrThrow(api.companyDocumentFields, upload.fields)!;
    return { data: await uploadCompanyDocuments(app.db, storageFor(app.config), actor, upload.files, fields) };
  }),
];
