import * as api from '@dme/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../http/actor';
import { implement, type Implementation } from '../../http/define';
import { parseOrThrow } from '../../http/validation';
import { storageFor } from '../../integrations/storage';
import { archiveMedia, assertPatientVisible, deleteMedia, getMedia, listPatientMedia, openMediaFile, uploadPatientMedia } from './media.service';
import { contentDisposition } from './sniff';
import { readUpload } from './upload';

/**
 * Answers the bytes of a document. Never cached by shared caches (patient data); an SVG (signatures) is served
 * with a CSP that forbids scripts and loads, so even a crafted file cannot run in the portal's origin.
 */
const sendFile =
  (disposition: 'inline' | 'attachment') =>
  async ({ app, actor, params, reply }: { app: AppContext; actor: Actor; params: { mediaId: number }; reply: FastifyReply }) => {
    const { media, stream } = await openMediaFile(app.db, storageFor(app.config), actor, params.mediaId);
    reply
      .header('content-type', media.mime)
      .header('content-length', String(media.size))
      .header('content-disposition', contentDisposition(disposition, media.original_name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (media.mime === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return stream;
  };

function sideRoutes(c: typeof api.doctorMedia | typeof api.vendorMedia): Implementation[] {
  return [
    implement(c.listForPatient, ({ app, actor, params, query }) => listPatientMedia(app.db, actor, params.patientId, query)),
    implement(c.uploadForPatient, async ({ app, actor, params, req }) => {
      await assertPatientVisible(app.db, actor, params.patientId);
      const upload = await readUpload(req);
      const fields = parseOrThrow(api.mediaUploadFields, upload.fields)!;
      return { data: await uploadPatientMedia(app.db, storageFor(app.config), actor, params.patientId, upload.files, fields) };
    }),
    implement(c.get, async ({ app, actor, params }) => ({ data: await getMedia(app.db, actor, params.mediaId) })),
    implement(c.remove, async ({ app, actor, params }) => {
      await deleteMedia(app.db, actor, params.mediaId);
    }),
    // Images are their own preview; a PDF is previewed as itself, inline (the server has no page renderer).
    implement(c.preview, sendFile('inline')),
    implement(c.open, sendFile('inline')),
    implement(c.download, sendFile('attachment')),
    implement(c.archive, async ({ app, actor, params }) => ({ data: await archiveMedia(app.db, actor, params.mediaId) })),
  ];
}

export const mediaRoutes = [...sideRoutes(api.doctorMedia), ...sideRoutes(api.vendorMedia)];
