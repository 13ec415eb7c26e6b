import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type NewInsuranceFields, type PatientInsuranceCard } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { insuranceCards, media, patientInsurances } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { accountDay } from '../../lib/calendar-day';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import type { NewFile } from '../media/media.service';
import { safeFileName, sniffMime } from '../media/sniff';
import { findActiveInsurances, findPayer } from '../patients/records.queries';
import { isActiveInsurance } from '../patients/records.service';
import { lockOwnPatient, ownPatient } from './own-patient';

type InsuranceRow = typeof patientInsurances.$inferSelect;

function present(row: InsuranceRow, sides: Set<string>): PatientInsuranceCard {
  return {
    id: row.id,
    payer_name: row.payer_name,
    payer_id: row.payer_id,
    type: row.type,
    member_id: row.member_id,
    group_number: row.group_number,
    effective_date: row.effective_date,
    termination_date: row.termination_date,
    is_active: isActiveInsurance(row),
    photos: { front: sides.has('front'), back: sides.has('back') },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function withCards(db: Queryable, rows: InsuranceRow[]): Promise<PatientInsuranceCard[]> {
  const ids = rows.map((r) => r.id);
  const cards = ids.length
    ? await db
        .select({ insurance_id: insuranceCards.insurance_id, side: insuranceCards.side })
        .from(insuranceCards)
        .where(inArray(insuranceCards.insurance_id, ids))
    : [];
  return rows.map((r) => present(r, new Set(cards.filter((c) => c.insurance_id === r.id).map((c) => c.side))));
}

const live = (patientId: number) => and(eq(patientInsurances.patient_id, patientId), isNull(patientInsurances.deleted_at));

export async function listInsurances(db: Queryable, actor: Actor): Promise<PatientInsuranceCard[]> {
  const own = await ownPatient(db, actor);
  const rows = await db
    .select()
    .from(patientInsurances)
    .where(live(own.id))
    .orderBy(desc(patientInsurances.created_at), desc(patientInsurances.id));
  const out = await withCards(db, rows);
  // Active policies first (primary before secondary), then the ended ones, newest first within each.
  return out.sort((a, b) => Number(b.is_active) - Number(a.is_active) || (a.is_active ? a.type.localeCompare(b.type) : 0));
}

export async function getInsurance(db: Queryable, actor: Actor, id: number): Promise<PatientInsuranceCard> {
  const own = await ownPatient(db, actor);
  const [row] = await db
    .select()
    .from(patientInsurances)
    .where(and(live(own.id), eq(patientInsurances.id, id)));
  if (!row) throw notFound('Insurance');
  return (await withCards(db, [row]))[0]!;
}

/** Card photos are images (PDFs and the rest are refused): the two sides named `front` and `back`. */
function cardPhotos(files: NewFile[]): Record<'front' | 'back', NewFile & { mime: string }> {
  const pick = (side: 'front' | 'back') => {
    const f = files.find((x) => x.field === side);
    const label = side === 'front' ? 'the front' : 'the back';
    if (!f || f.bytes.length === 0) throw fieldError(side, `Take a photo of ${label} of your card.`);
    const mime = sniffMime(f.bytes);
    if (!mime || !mime.startsWith('image/')) throw fieldError(side, `The photo of ${label} must be an image (JPEG or PNG).`);
    return { ...f, mime };
  };
  return { front: pick('front'), back: pick('back') };
}

/** The calendar day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The patient's new card: a policy on their record (the same table the supplier's insurances tab reads), its photos
 * as documents of the patient, all in one transaction. An active policy of the same type is the card it replaces:
 * it ends yesterday. The new policy has no eligibility answer, so the supplier's "to check" list shows it.
 */
export async function createInsurance(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  fields: NewInsuranceFields,
  files: NewFile[],
): Promise<PatientInsuranceCard> {
  const own = await ownPatient(db, actor);
  const payer = await findPayer(db, fields.payer_id);
  if (!payer) throw fieldError('payer_id', 'Choose your insurance company from the list.');
  const photos = cardPhotos(files);
  const keys: Record<'front' | 'back', string> = { front: newStorageKey(own.account_id), back: newStorageKey(own.account_id) };
  await storage.put(keys.front, photos.front.bytes);
  await storage.put(keys.back, photos.back.bytes);
  try {
    return await db.transaction(async (tx) => {
      await lockOwnPatient(tx, actor);
      // Calendar days on the clock of the account that keeps the record (lib/calendar-day).
      const today = await accountDay(tx, own.account_id);
      for (const old of await findActiveInsurances(tx, own.id, fields.type, today, null)) {
        const [ended] = await tx
          .update(patientInsurances)
          .set({ termination_date: dayBefore(today), updated_at: new Date() })
          .where(eq(patientInsurances.id, old.id))
          .returning();
        await audit(tx, actor, {
          action: 'patient_insurance.replace',
          entity: 'patient_insurance',
          entityId: old.id,
          accountId: own.account_id,
          after: ended,
        });
      }
      const [row] = await tx
        .insert(patientInsurances)
        .values({
          patient_id: own.id,
          payer_id: fields.payer_id,
          payer_name: payer.name,
          type: fields.type,
          member_id: fields.member_id,
          group_number: fields.group_number ?? '',
          relationship: true,
          effective_date: today,
        })
        .returning();
      await audit(tx, actor, {
        action: 'patient_insurance.create',
        entity: 'patient_insurance',
        entityId: row!.id,
        accountId: own.account_id,
        after: row,
      });
      for (const side of ['front', 'back'] as const) {
        const f = photos[side];
        const [file] = await tx
          .insert(media)
          .values({
            account_id: own.account_id,
            patient_id: own.id,
            type: 'insurance_card',
            original_name: safeFileName(`insurance-card-${side}`, f.mime),
            mime: f.mime,
            size: f.bytes.length,
            sha256: createHash('sha256').update(f.bytes).digest('hex'),
            storage_key: keys[side],
            uploaded_by: actor.userId,
          })
          .returning();
        await tx.insert(insuranceCards).values({ insurance_id: row!.id, side, media_id: file!.id, created_by: actor.userId });
        await audit(tx, actor, {
          action: 'media.upload',
          entity: 'media',
          entityId: file!.id,
          accountId: own.account_id,
          after: { type: 'insurance_card', side, insurance_id: row!.id, size: file!.size },
        });
      }
      return present(row!, new Set(['front', 'back']));
    });
  } catch (err) {
    await Promise.all(Object.values(keys).map((key) => storage.delete(key).catch(() => undefined)));
    throw err;
  }
}
