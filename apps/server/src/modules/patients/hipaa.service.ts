import type { HipaaState, Media } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import type { FileStorage } from '../../integrations/storage';
import { findAccount } from '../auth/auth.queries';
import { createShortLink } from '../links/links.service';
import { parseSignatureDataUrl } from '../../lib/signature-image';
import { findCurrentPatientMediaOfType, updateMedia } from '../media/media.queries';
import { storeMedia } from '../media/media.service';
import { patientScope } from './patient-scope';
import { lockVisiblePatient, visiblePatientOr404 } from './patients.service';
import { findConsentDocument, findLatestConsentRequest, findLatestSignedConsent, insertConsentRequest } from './extras.queries';
import { companyText } from '../settings/texts.service';

const LINK_TTL_HOURS = 72;

/** Consent is on file when the patient signed through a link, or a `hipaa_consent` document was uploaded. */
export async function hasHipaaConsent(db: Queryable, patientId: number): Promise<boolean> {
  return Boolean((await findLatestSignedConsent(db, patientId)) ?? (await findConsentDocument(db, patientId)));
}

async function stateOf(db: Queryable, patientId: number, accountId: number): Promise<HipaaState> {
  const signed = await findLatestSignedConsent(db, patientId);
  const document = signed ? undefined : await findConsentDocument(db, patientId);
  const request = await findLatestConsentRequest(db, patientId, accountId);
  return {
    patient_id: patientId,
    has_consent: Boolean(signed ?? document),
    signed_at: (signed?.signed_at ?? document?.created_at)?.toISOString() ?? null,
    source: signed ? 'signature' : document ? 'document' : null,
    last_link_sent_at: request?.created_at.toISOString() ?? null,
    last_link_expires_at: request?.expires_at.toISOString() ?? null,
  };
}

export async function checkHipaa(db: Queryable, actor: Actor, patientId: number): Promise<HipaaState> {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  return stateOf(db, patientId, scope.accountId);
}

/**
 * Mails the patient a short link to the public consent page. The link holds only a random token (its hash is
 * stored), never an id or a name; the mail names the practice, not the patient's data.
 */
export async function sendHipaaLink(db: Db, config: Pick<AppConfig, 'publicUrl'>, actor: Actor, patientId: number, email?: string): Promise<HipaaState> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    const { patient } = await lockVisiblePatient(tx, scope, patientId);
    const to = email ?? patient.email;
    if (!to) throw fieldError('email', 'The patient has no e-mail address; enter one to send the link to.');
    const token = randomSecret();
    const hash = await createShortLink(tx, `/sign/hipaa/${token}`, { ttlHours: LINK_TTL_HOURS, createdBy: actor.userId });
    const consent = await insertConsentRequest(tx, {
      patient_id: patientId,
      account_id: scope.accountId,
      token_hash: sha256(token),
      sent_to: to,
      requested_by: actor.userId,
      expires_at: new Date(Date.now() + LINK_TTL_HOURS * 3600_000),
    });
    const practice = (await findAccount(tx, scope.accountId))?.name ?? 'Your doctor';
    const text = await companyText(tx, scope.accountId, 'hipaa-consent-link', {
      company_name: practice,
      patient_name: [patient.first_name, patient.last_name].filter(Boolean).join(' '),
      link: `${config.publicUrl}/s/${hash}`,
      expires_days: LINK_TTL_HOURS / 24,
    });
    await queueMail(tx, {
      to,
      ...text,
      template: 'hipaa-consent-link',
      accountId: scope.accountId,
    });
    await audit(tx, actor, { action: 'hipaa_consent.send_link', entity: 'hipaa_consent', entityId: consent.id, after: { patient_id: patientId, channel: 'email', expires_at: consent.expires_at } });
    return stateOf(tx, patientId, scope.accountId);
  });
}

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' } as const;

/** Stores the patient's signature image as a `signature` document; the previous one is archived, never overwritten. */
export async function savePatientSignature(db: Db, storage: FileStorage, actor: Actor, patientId: number, dataUrl: string): Promise<Media> {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  const image = parseSignatureDataUrl(dataUrl);
  const target = { patientId, orderId: null, type: 'signature', expiresAt: null };
  const file = { name: `signature.${EXTENSION[image.mime]}`, bytes: image.bytes, mime: image.mime };
  const [saved] = await storeMedia(db, storage, actor, target, [file], async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
    for (const old of await findCurrentPatientMediaOfType(tx, patientId, 'signature')) {
      await updateMedia(tx, old.id, { archived_at: new Date(), archived_by: actor.userId });
      await audit(tx, actor, { action: 'media.archive', entity: 'media', entityId: old.id, after: { patient_id: patientId, reason: 'replaced by a new signature' } });
    }
  });
  return saved!;
}
