import { createHash } from 'node:crypto';
import type { CurrentUser, SignedAgreement } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findUserById, revokeUserTokens, updateUser } from '../auth/auth.queries';
import { presentCurrentUser } from '../auth/current-user';
import { issueToken } from '../auth/tokens';
import { assertPracticeOwner } from '../doctor-profile/practice-rules';
import { AGREEMENT_VERSION, renderAgreement, type RenderedAgreement } from './agreement';
import { renderAgreementPdf } from './agreement-pdf';
import { countAddressedLocations, findInvitee, findLatestAgreement, insertAgreement, lockUser } from './invite.queries';
import { parseSignatureDataUrl, readSvgDrawing } from '../../lib/signature-image';

/**
 * The invitation wizard belongs to the practice owner (the prescriber): staff cannot sign for them or finish it.
 * The steps work with the invitation's temporary token or with a main token.
 */
async function loadInvitee(db: Queryable, actor: Actor) {
  const accountId = assertPracticeOwner(actor);
  const row = await findInvitee(db, actor.userId, accountId);
  if (!row) throw notFound('Invitation');
  return { ...row, accountId };
}

type Latest = NonNullable<Awaited<ReturnType<typeof findLatestAgreement>>>;
const presentSigned = (a: Latest): SignedAgreement => ({ ...a, signed_at: a.signed_at.toISOString() });

const agreementFor = (row: Awaited<ReturnType<typeof loadInvitee>>): RenderedAgreement =>
  renderAgreement({ name: row.user.name, npi: row.user.npi, practice: row.practice });

export async function previewAgreement(db: Queryable, actor: Actor) {
  const row = await loadInvitee(db, actor);
  const latest = await findLatestAgreement(db, actor.userId);
  return { ...agreementFor(row), signed: latest ? presentSigned(latest) : null };
}

/**
 * Signs the current agreement. A `contentHash` from the preview must still match, so the doctor signs exactly
 * what they read. Each signature is a new immutable revision with its own PDF; earlier ones stay as they were.
 */
export async function signAgreement(db: Db, actor: Actor, input: { signature: string; content_hash?: string }): Promise<SignedAgreement> {
  const signature = parseSignatureDataUrl(input.signature);
  if (signature.mime === 'image/svg+xml') {
    const drawing = readSvgDrawing(signature.bytes.toString('utf8'));
    if (!drawing.paths.length && !drawing.dots.length) throw fieldError('signature', 'The signature is empty.');
  }
  return db.transaction(async (tx) => {
    const row = await loadInvitee(tx, actor);
    const agreement = agreementFor(row);
    if (input.content_hash && input.content_hash !== agreement.content_hash) {
      throw new AppError('conflict', 'The agreement has changed since it was shown. Please review it again.');
    }
    await lockUser(tx, actor.userId);
    const revision = ((await findLatestAgreement(tx, actor.userId))?.revision ?? 0) + 1;
    const signedAt = new Date();
    let pdf: Uint8Array;
    try {
      pdf = await renderAgreementPdf({
        ...agreement,
        revision,
        contentHash: agreement.content_hash,
        signerName: row.user.name,
        signerNpi: row.user.npi,
        practice: row.practice,
        signedAt,
        signature,
      });
    } catch {
      // pdf-lib could not decode the image: a corrupt upload, not a server fault.
      throw fieldError('signature', 'The signature image could not be read.');
    }
    const pdfBytes = Buffer.from(pdf);
    const id = await insertAgreement(tx, {
      account_id: row.accountId,
      user_id: actor.userId,
      version: agreement.version,
      revision,
      title: agreement.title,
      content: agreement.text,
      content_hash: agreement.content_hash,
      signer_name: row.user.name,
      signer_npi: row.user.npi,
      signature_mime: signature.mime,
      signature: signature.bytes,
      pdf: pdfBytes,
      pdf_sha256: createHash('sha256').update(pdfBytes).digest('hex'),
      signed_at: signedAt,
    });
    const after = (await findLatestAgreement(tx, actor.userId))!;
    const { pdf_sha256, content_hash, version } = after;
    await audit(tx, actor, {
      action: 'doctor_agreement.sign',
      entity: 'doctor_agreement',
      entityId: id,
      after: { version, revision, content_hash, pdf_sha256 },
    });
    return presentSigned(after);
  });
}

/** What the wizard still lacks, as field errors the form can show (empty when complete). */
async function missingSteps(db: Queryable, row: Awaited<ReturnType<typeof loadInvitee>>): Promise<FieldErrors> {
  const missing: FieldErrors = {};
  const { user, profile } = row;
  if (!user.name.trim()) missing.name = ['Enter your name in the profile.'];
  if (!profile?.phones.length) missing.phone = ['Add a phone number to your profile.'];
  if (!user.email && !profile?.emails.length) missing.email = ['Add an e-mail address to your profile.'];
  if (!user.password_hash) missing.password = ['Choose a password.'];
  if ((await countAddressedLocations(db, row.accountId)) === 0) {
    missing.location = ['Add an office with its full address (street, city, state and zip).'];
  }
  if (!(await findLatestAgreement(db, user.id, AGREEMENT_VERSION))) missing.agreement = ['Sign the participation agreement.'];
  return missing;
}

const STEP_LABELS: Record<string, string> = {
  name: 'your name',
  phone: 'a phone number',
  email: 'an e-mail address',
  password: 'a password',
  location: 'an office address',
  agreement: 'the signed agreement',
};

/**
 * Completes the invitation: when every step is done the doctor is verified, every invitation token ends and a
 * main token is issued; otherwise 422 lists what is missing.
 */
export async function finishInvitation(db: Db, actor: Actor): Promise<{ token: string; data: CurrentUser }> {
  return db.transaction(async (tx) => {
    const row = await loadInvitee(tx, actor);
    if (row.user.verified_at) throw new AppError('conflict', 'Your account is already verified. Please sign in.');
    const missing = await missingSteps(tx, row);
    const keys = Object.keys(missing);
    if (keys.length) throw new AppError('validation', `To finish, please add ${keys.map((k) => STEP_LABELS[k]).join(', ')}.`, missing);
    await updateUser(tx, actor.userId, { verified_at: new Date(), invite_code_hash: null });
    await revokeUserTokens(tx, actor.userId, ['invite']);
    await audit(tx, actor, { action: 'doctor.verify', entity: 'user', entityId: actor.userId, after: { verified: true } });
    const token = await issueToken(tx, actor.userId, 'main');
    const fresh = (await findUserById(tx, actor.userId))!;
    return { token, data: await presentCurrentUser(tx, fresh, 'main') };
  });
}
