import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HIPAA_CONSENT_TEXT, type PublicHipaaConsent, type SignChartBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { patientHipaaConsents } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { newPdf, PdfWriter, utcStamp } from '../../lib/pdf/pdf-writer';
import { writeSignatureBlock } from '../../lib/pdf/signature-block';
import { sha256 } from '../../lib/secrets';
import type { SignatureImage } from '../../lib/signature-image';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { insertMedia } from '../media/media.queries';
import { accountName } from '../charts/charts.queries';
import { readSignature, withStoredFiles } from '../order-signing/signing.service';

type ConsentRow = typeof patientHipaaConsents.$inferSelect;

const consentText = (practice: string) => HIPAA_CONSENT_TEXT.replaceAll('{practice}', practice || 'Your practice');

/** The consent of a link: unknown 404; signed or expired 410. */
async function liveConsent(db: Queryable, hash: string, lock = false): Promise<ConsentRow> {
  const q = db.select().from(patientHipaaConsents).where(eq(patientHipaaConsents.token_hash, sha256(hash))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('not_found', 'This consent link is not valid. Please check that you opened the whole link.');
  if (row.signed_at) throw new AppError('gone', 'This consent has already been signed. Thank you!');
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This consent link has expired.');
  return row;
}

export async function showConsent(db: Queryable, hash: string): Promise<PublicHipaaConsent> {
  const row = await liveConsent(db, hash);
  const practice = await accountName(db, row.account_id);
  return { practice, text: consentText(practice), expires_at: row.expires_at.toISOString() };
}

async function consentPdf(practice: string, signerName: string, signedAt: Date, image: SignatureImage): Promise<Buffer> {
  const text = consentText(practice);
  const hash = createHash('sha256').update(text).digest('hex');
  const { doc, regular, bold } = await newPdf({ title: `HIPAA consent, ${practice}`, author: signerName, subject: `SHA-256 ${hash}`, at: signedAt });
  const out = new PdfWriter(doc, regular, { footer: `HIPAA consent - ${practice} - SHA-256 ${hash}` });
  out.write('HIPAA privacy consent', { size: 16, font: bold, gap: 10 });
  for (const paragraph of text.split('\n')) out.write(paragraph || ' ');
  out.y -= 12;
  await writeSignatureBlock(doc, out, bold, image, [`Signed by: ${signerName}`, `Signed at: ${utcStamp(signedAt)} (through a consent link)`, `Content SHA-256: ${hash}`]);
  return Buffer.from(await doc.save());
}

/** The patient signs: the consent row records it, and the signed PDF is a `hipaa_consent` document of the patient. */
export async function signConsent(db: Db, storage: FileStorage, hash: string, body: SignChartBody): Promise<{ message: string }> {
  const image = readSignature(body.signature);
  await withStoredFiles(db, storage, async (tx, keys) => {
    const row = await liveConsent(tx, hash, true);
    const signedAt = new Date();
    let pdf: Buffer;
    try {
      pdf = await consentPdf(await accountName(tx, row.account_id), body.signer_name, signedAt, image);
    } catch {
      throw fieldError('signature', 'The signature image could not be read.');
    }
    const key = newStorageKey(row.account_id, signedAt);
    await storage.put(key, pdf);
    keys.push(key);
    const file = await insertMedia(tx, {
      account_id: row.account_id,
      patient_id: row.patient_id,
      order_id: null,
      type: 'hipaa_consent',
      original_name: `hipaa-consent-${signedAt.toISOString().slice(0, 10)}.pdf`,
      mime: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      storage_key: key,
      uploaded_by: null,
    });
    await tx.update(patientHipaaConsents).set({ signed_at: signedAt, signer_name: body.signer_name, signature_media_id: file.id }).where(eq(patientHipaaConsents.id, row.id));
    await audit(tx, null, { action: 'hipaa_consent.sign', entity: 'hipaa_consent', entityId: row.id, accountId: row.account_id, after: { patient_id: row.patient_id, media_id: file.id, via: 'link' } });
  });
  return { message: 'Thank you! Your consent is signed.' };
}
