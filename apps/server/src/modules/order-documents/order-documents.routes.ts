import * as api from '@dme/contract';
import { implement, type Implementation } from '../../http/define';
import { parseOrThrow } from '../../http/validation';
import { storageFor } from '../../integrations/storage';
import { readUpload } from '../media/upload';
import { answerRequest, cancelRequest, createRequest, listDoctorRequests, listOrderRequests } from './document-requests.service';
import { assertMayUpload, listOrderDocuments, uploadOrderDocuments } from './order-documents.service';

function documentRoutes(c: typeof api.doctorOrderDocuments | typeof api.vendorOrderDocuments): Implementation[] {
  return [
    implement(c.list, ({ app, actor, params, query }) => listOrderDocuments(app.db, actor, params.orderId, query)),
    implement(c.upload, async ({ app, actor, params, req }) => {
      await assertMayUpload(app.db, actor, params.orderId);
      const upload = await readUpload(req);
      const fields = parseOrThrow(api.mediaUploadFields, upload.fields)!;
      return { data: await uploadOrderDocuments(app.db, storageFor(app.config), actor, params.orderId, upload.files, fields) };
    }),
  ];
}

const v = api.vendorOrderDocuments;
const r = api.vendorDocumentRequests;

export const orderDocumentsRoutes = [
  ...documentRoutes(api.doctorOrderDocuments),
  ...documentRoutes(v),
  implement(v.authorizationFile, async ({ app, actor, params, req }) => {
    await assertMayUpload(app.db, actor, params.orderId);
    const upload = await readUpload(req);
    const fields = parseOrThrow(api.authorizationFileFields, upload.fields)!;
    return {
      data: await uploadOrderDocuments(app.db, storageFor(app.config), actor, params.orderId, upload.files, {
        ...fields,
        type: 'pa_letter',
      }),
    };
  }),
  implement(api.doctorDocumentRequests.list, ({ app, actor, query }) => listDoctorRequests(app.db, actor, query)),
  implement(api.doctorDocumentRequests.answer, async ({ app, actor, params, body }) => ({
    data: await answerRequest(app.db, actor, params.requestId, body),
  })),
  implement(r.list, async ({ app, actor, params }) => ({ data: await listOrderRequests(app.db, actor, params.orderId) })),
  implement(r.create, async ({ app, actor, params, body }) => ({ data: await createRequest(app.db, actor, params.orderId, body) })),
  implement(r.f2f, async ({ app, actor, params, body }) => ({
    data: await createRequest(app.db, actor, params.orderId, { ...body, type: 'f2f_note' }),
  })),
  implement(r.cancel, async ({ app, actor, params }) => ({ data: await cancelRequest(app.db, actor, params.requestId) })),
];
