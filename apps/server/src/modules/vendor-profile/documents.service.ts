import type { CompanyDocumentFields, CompanyDocumentsQuery, Media } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import type { FileStorage } from '../../integrations/storage';
import { pageMeta, windowOf } from '../../lib/paging';
import { presentMedia, storeMedia, type NewFile } from '../media/media.service';
import { patientScope } from '../patients/patient-scope';
import { companyOf } from './company-rules';
import { findCompanyDocuments } from './documents.queries';

export async function listCompanyDocuments(db: Queryable, actor: Actor, query: CompanyDocumentsQuery) {
  const accountId = companyOf(actor);
  const { rows, total } = await findCompanyDocuments(
    db,
    accountId,
    { type: query.type, archived: query.archived, search: query.search },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  const scope = patientScope(actor);
  return { data: rows.map((r) => presentMedia(scope, r)), meta: pageMeta(total, query) };
}

/** Stored by the media module (type sniffed from the bytes, hashed, audited); attached to no patient or order. */
export async function uploadCompanyDocuments(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  files: NewFile[],
  fields: CompanyDocumentFields,
): Promise<Media[]> {
  companyOf(actor);
  return storeMedia(
    db,
    storage,
    actor,
    { patientId: null, orderId: null, type: fields.type ?? 'other', expiresAt: fields.expires_at ?? null },
    files,
  );
}
