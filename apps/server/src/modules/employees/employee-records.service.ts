import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_WARNING_DAYS, type EmployeeDocument, type EmployeeDocumentFields, type EmployeeNote, type SaveEquipmentBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { employeeDocuments, employeeEquipment, employeeNotes, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { accountDay } from '../../lib/calendar-day';
import type { NewFile } from '../media/media.service';
import { safeFileName, sniffMime } from '../media/sniff';
import { assertEmployee } from './employees.service';

// --- equipment ----------------------------------------------------------------------------------------------

const equipmentOf = (db: Queryable, userId: number) =>
  db
    .select({ id: employeeEquipment.id, name: employeeEquipment.name, serial: employeeEquipment.serial, assigned_on: employeeEquipment.assigned_on })
    .from(employeeEquipment)
    .where(eq(employeeEquipment.user_id, userId))
    .orderBy(asc(employeeEquipment.assigned_on), asc(employeeEquipment.id));

export async function listEquipment(db: Queryable, actor: Actor, id: number) {
  await assertEmployee(db, actor, id);
  return equipmentOf(db, id);
}

export async function saveEquipment(db: Db, actor: Actor, id: number, body: SaveEquipmentBody) {
  return db.transaction(async (tx) => {
    const accountId = await assertEmployee(tx, actor, id);
    const before = await equipmentOf(tx, id);
    await tx.delete(employeeEquipment).where(eq(employeeEquipment.user_id, id));
    if (body.items.length) {
      await tx.insert(employeeEquipment).values(body.items.map((i) => ({ user_id: id, account_id: accountId, name: i.name, serial: i.serial ?? '', assigned_on: i.assigned_on })));
    }
    await audit(tx, actor, { action: 'employee.equipment', entity: 'user', entityId: id, before, after: body.items });
    return equipmentOf(tx, id);
  });
}

// --- notes --------------------------------------------------------------------------------------------------

async function notesOf(db: Queryable, userId: number, noteId?: number): Promise<EmployeeNote[]> {
  const rows = await db
    .select({ id: employeeNotes.id, body: employeeNotes.body, author_id: users.id, author_name: users.name, created_at: employeeNotes.created_at })
    .from(employeeNotes)
    .innerJoin(users, eq(users.id, employeeNotes.author_id))
    .where(and(eq(employeeNotes.user_id, userId), noteId ? eq(employeeNotes.id, noteId) : undefined))
    .orderBy(desc(employeeNotes.created_at), desc(employeeNotes.id));
  return rows.map((r) => ({ id: r.id, body: r.body, author: { id: r.author_id, name: r.author_name }, created_at: r.created_at.toISOString() }));
}

export async function listNotes(db: Queryable, actor: Actor, id: number) {
  await assertEmployee(db, actor, id);
  return notesOf(db, id);
}

export async function addNote(db: Db, actor: Actor, id: number, body: string): Promise<EmployeeNote> {
  return db.transaction(async (tx) => {
    const accountId = await assertEmployee(tx, actor, id);
    const [row] = await tx
      .insert(employeeNotes)
      .values({ user_id: id, account_id: accountId, author_id: actor.userId, staff_id: actor.actingStaffId, body })
      .returning({ id: employeeNotes.id });
    await audit(tx, actor, { action: 'employee.note', entity: 'user', entityId: id, after: { note_id: row!.id } });
    return (await notesOf(tx, id, row!.id))[0]!;
  });
}

// --- documents ----------------------------------------------------------------------------------------------

const documentColumns = {
  id: employeeDocuments.id,
  kind: employeeDocuments.kind,
  title: employeeDocuments.title,
  number: employeeDocuments.number,
  expires_on: employeeDocuments.expires_on,
  original_name: employeeDocuments.original_name,
  mime: employeeDocuments.mime,
  size: employeeDocuments.size,
  created_at: employeeDocuments.created_at,
};
type DocumentRow = { [K in keyof typeof documentColumns]: (typeof employeeDocuments.$inferSelect)[K] };

const DAY_MS = 86_400_000;

/** Days from the company's today to the expiry date (both calendar days, so no clock time enters). */
function present(row: DocumentRow, today: string): EmployeeDocument {
  const daysLeft = row.expires_on ? Math.round((Date.parse(row.expires_on) - Date.parse(today)) / DAY_MS) : null;
  const warning = daysLeft === null ? null : daysLeft < 0 ? 'expired' : daysLeft <= DOCUMENT_WARNING_DAYS ? 'soon' : null;
  return { ...row, days_left: daysLeft, warning, created_at: row.created_at.toISOString() };
}

const liveDocuments = (userId: number) => and(eq(employeeDocuments.user_id, userId), isNull(employeeDocuments.deleted_at));

export async function listDocuments(db: Queryable, actor: Actor, id: number): Promise<EmployeeDocument[]> {
  const accountId = await assertEmployee(db, actor, id);
  const rows = await db
    .select(documentColumns)
    .from(employeeDocuments)
    .where(liveDocuments(id))
    .orderBy(sql`${employeeDocuments.expires_on} asc nulls last`, desc(employeeDocuments.id));
  const today = await accountDay(db, accountId);
  return rows.map((r) => present(r, today));
}

/** Stores the bytes first, then the row in a transaction; bytes whose row did not commit are removed again. */
export async function uploadDocument(db: Db, storage: FileStorage, actor: Actor, id: number, files: NewFile[], fields: EmployeeDocumentFields): Promise<EmployeeDocument> {
  const accountId = await assertEmployee(db, actor, id);
  if (files.length !== 1) throw fieldError('file', 'Attach exactly one file.');
  const file = files[0]!;
  if (file.bytes.length === 0) throw fieldError('file', 'The file is empty.');
  const mime = sniffMime(file.bytes);
  if (!mime) throw fieldError('file', 'The file must be a PDF or an image.');
  const key = newStorageKey(accountId);
  await storage.put(key, file.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employeeDocuments)
        .values({
          user_id: id,
          account_id: accountId,
          kind: fields.kind,
          title: fields.title,
          number: fields.number ?? '',
          expires_on: fields.expires_on ?? null,
          original_name: safeFileName(file.name, mime),
          mime,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storage_key: key,
          uploaded_by: actor.userId,
        })
        .returning(documentColumns);
      await audit(tx, actor, { action: 'employee.document.upload', entity: 'employee_document', entityId: row!.id, after: { employee_id: id, ...fields } });
      return present(row!, await accountDay(tx, accountId));
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

async function documentOf(db: Queryable, actor: Actor, id: number, documentId: number) {
  await assertEmployee(db, actor, id);
  const [row] = await db
    .select()
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.id, documentId), liveDocuments(id)));
  if (!row) throw notFound('Document');
  return row;
}

export async function deleteDocument(db: Db, actor: Actor, id: number, documentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await documentOf(tx, actor, id, documentId);
    await tx.update(employeeDocuments).set({ deleted_at: sql`now()` }).where(eq(employeeDocuments.id, documentId));
    await audit(tx, actor, { action: 'employee.document.delete', entity: 'employee_document', entityId: documentId, before: { employee_id: id, title: row.title, kind: row.kind } });
  });
}

export async function openDocument(db: Queryable, storage: FileStorage, actor: Actor, id: number, documentId: number): Promise<{ row: typeof employeeDocuments.$inferSelect; stream: Readable }> {
  const row = await documentOf(db, actor, id, documentId);
  const stream = await storage.get(row.storage_key);
  if (!stream) throw notFound('File');
  return { row, stream };
}
