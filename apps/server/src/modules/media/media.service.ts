import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MEDIA_TYPE_MESSAGE, type Media, type MediaListQuery, type MediaUploadFields } from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { isOwner, patientScope, type PatientScope } from '../patients/patient-scope';
import { lockVisiblePatient, visiblePatientOr404 } from '../patients/patients.service';
import { findPatientMedia, findVisibleMedia, insertMedia, isSignedDocument, updateMedia, type MediaRow, type MediaView } from './media.queries';
import { safeFileName, sniffMime } from './sniff';

export function presentMedia(scope: PatientScope, { media: m, uploaded_by_name }: MediaView): Media {
  return {
    id: m.id,
    account_id: m.account_id,
    is_owner: isOwner(scope, m),
    patient_id: m.patient_id,
    order_id: m.order_id,
    type: m.type,
    original_name: m.original_name,
    mime: m.mime,
    size: m.size,
    sha256: m.sha256,
    uploaded_by: m.uploaded_by,
    uploaded_by_name,
    expires_at: m.expires_at,
    archived_at: m.archived_at ? m.archived_at.toISOString() : null,
    created_at: m.created_at.toISOString(),
  };
}

/** What the audit log keeps of a file record (the storage key is an internal detail). */
const snapshot = ({ storage_key: _key, ...rest }: MediaRow) => rest;

export interface NewFile {
  name: string | undefined;
  bytes: Buffer;
  /** Known type (signatures); otherwise sniffed from the bytes. */
  mime?: string;
  /** The form field it came in (an upload with several kinds of file, e.g. a delivery's signature and photo). */
  field?: string;
}

export interface MediaTarget {
  patientId: number | null;
  orderId: number | null;
  type: string;
  expiresAt: string | null;
}

/** PDFs and images only, recognised from their bytes. */
function checkedFiles(files: NewFile[]): (NewFile & { mime: string })[] {
  if (files.length === 0) throw fieldError('file', 'The file field is required.');
  return files.map((f) => {
    if (f.bytes.length === 0) throw fieldError('file', 'The file is empty.');
    const mime = f.mime ?? sniffMime(f.bytes);
    if (!mime) throw fieldError('file', MEDIA_TYPE_MESSAGE);
    return { ...f, mime };
  });
}

/**
 * Writes the bytes, then the rows and their audit entries in one transaction (`inTx` runs first in it, for locks
 * and checks). Bytes whose rows were not committed are removed again, so storage holds no orphans.
 */
export async function storeMedia(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: MediaTarget,
  files: NewFile[],
  inTx?: (tx: Tx) => Promise<void>,
): Promise<Media[]> {
  const scope = patientScope(actor);
  const checked = checkedFiles(files);
  const keys: string[] = [];
  try {
    for (const f of checked) {
      const key = newStorageKey(scope.accountId);
      await storage.put(key, f.bytes);
      keys.push(key);
    }
    return await db.transaction(async (tx) => {
      await inTx?.(tx);
      const out: Media[] = [];
      for (const [i, f] of checked.entries()) {
        const row = await insertMedia(tx, {
          account_id: scope.accountId,
          patient_id: target.patientId,
          order_id: target.orderId,
          type: target.type,
          original_name: safeFileName(f.name, f.mime),
          mime: f.mime,
          size: f.bytes.length,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          storage_key: keys[i]!,
          uploaded_by: actor.userId,
          expires_at: target.expiresAt,
        });
        await audit(tx, actor, { action: 'media.upload', entity: 'media', entityId: row.id, after: snapshot(row) });
        out.push(presentMedia(scope, (await findVisibleMedia(tx, scope, row.id))!));
      }
      return out;
    });
  } catch (err) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/** Fails fast (before an upload is read) when the caller cannot see the patient. */
export async function assertPatientVisible(db: Queryable, actor: Actor, patientId: number): Promise<void> {
  await visiblePatientOr404(db, patientScope(actor), patientId);
}

export async function uploadPatientMedia(db: Db, storage: FileStorage, actor: Actor, patientId: number, files: NewFile[], fields: MediaUploadFields): Promise<Media[]> {
  const scope = patientScope(actor);
  const target = { patientId, orderId: null, type: fields.type ?? 'other', expiresAt: fields.expires_at ?? null };
  return storeMedia(db, storage, actor, target, files, async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
  });
}

export async function listPatientMedia(db: Queryable, actor: Actor, patientId: number, query: MediaListQuery) {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  const { rows, total } = await findPatientMedia(
    db,
    { patientId, type: query.type, archived: query.archived },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType, search: query.search },
  );
  return { data: rows.map((r) => presentMedia(scope, r)), meta: pageMeta(total, query) };
}

async function visibleMediaOr404(db: Queryable, scope: PatientScope, id: number): Promise<MediaView> {
  const found = await findVisibleMedia(db, scope, id);
  if (!found) throw notFound('Document');
  return found;
}

export async function getMedia(db: Queryable, actor: Actor, id: number): Promise<Media> {
  const scope = patientScope(actor);
  return presentMedia(scope, await visibleMediaOr404(db, scope, id));
}

/** The bytes of a file the caller may reach, with its record (for the headers). */
export async function openMediaFile(db: Queryable, storage: FileStorage, actor: Actor, id: number): Promise<{ media: MediaRow; stream: Readable }> {
  const found = await visibleMediaOr404(db, patientScope(actor), id);
  const stream = await storage.get(found.media.storage_key);
  if (!stream) throw new AppError('not_found', 'The file of this document is missing.');
  return { media: found.media, stream };
}

/** Soft delete, by the account that uploaded it only: another tenant's document is not theirs to remove. */
export async function deleteMedia(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = patientScope(actor);
  await db.transaction(async (tx) => {
    const { media: before } = await visibleMediaOr404(tx, scope, id);
    if (!isOwner(scope, before)) throw forbidden('Only the practice or company that uploaded this document can delete it.');
    if (await isSignedDocument(tx, id)) throw new AppError('conflict', 'A signed document cannot be deleted; archive it instead.');
    const after = await updateMedia(tx, id, { deleted_at: new Date() });
    await audit(tx, actor, { action: 'media.delete', entity: 'media', entityId: id, before: snapshot(before), after: snapshot(after) });
  });
}

/** Archived documents stay readable but leave the current lists; archiving twice changes nothing. */
export async function archiveMedia(db: Db, actor: Actor, id: number): Promise<Media> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    const found = await visibleMediaOr404(tx, scope, id);
    if (found.media.archived_at) return presentMedia(scope, found);
    const after = await updateMedia(tx, id, { archived_at: new Date(), archived_by: actor.userId });
    await audit(tx, actor, { action: 'media.archive', entity: 'media', entityId: id, before: snapshot(found.media), after: snapshot(after) });
    return presentMedia(scope, { media: after, uploaded_by_name: found.uploaded_by_name });
  });
}
