import { eq } from 'drizzle-orm';
import {
  doctorVisibleStatus,
  statusName,
  SIGNED_DOCUMENT_TITLES,
  type PublicSignBody,
  type PublicSignPreview,
  type PublicSignResult,
  type SignHow,
  type SignLink,
} from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import type { FileStorage } from '../../integrations/storage';
import { createShortLink } from '../links/links.service';
import { gatherFacts } from '../orders/order-facts';
import { assertNotArchived, conflict, lockOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import type { OrderRow } from '../orders/orders.queries';
import { buildPreview, kindsToSign, presentSignature, readSignature, signLocked, withStoredFiles } from './signing.service';
import {
  findCurrentSignatures,
  findDocumentParties,
  findSigner,
  findSignLink,
  insertSignLink,
  markLinkUsed,
  revokeOpenLinks,
  type SignLinkRow,
} from './signing.queries';
import { companyText } from '../settings/texts.service';

export const SIGN_LINK_TTL_HOURS = 72;

/**
 * Asks the prescriber to sign through a link: a random token (only its hash is kept) for this order and this
 * prescriber, behind a short link. `email` also mails it to the prescriber's address on file (never to an address
 * typed in: the link opens the patient's order). A new link replaces the order's earlier unused ones.
 */
export async function requestSignature(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  actor: Actor,
  orderId: number,
  how: SignHow,
): Promise<SignLink> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (!kindsToSign(order, await gatherFacts(tx, order)).length)
      throw conflict(`The order is in ${statusName(order.status)}: nothing waits for a signature.`);
    const parties = (await findDocumentParties(tx, order.id))!;
    const prescriber = parties.prescriber!;
    if (how === 'email' && !prescriber.email)
      throw fieldError('how', 'The prescriber has no e-mail address on file; send the link yourself.');
    await revokeOpenLinks(tx, order.id);
    const token = randomSecret();
    const expires = new Date(Date.now() + SIGN_LINK_TTL_HOURS * 3600_000);
    const sentTo = how === 'email' ? prescriber.email : null;
    const link = await insertSignLink(tx, {
      order_id: order.id,
      user_id: prescriber.id,
      token_hash: sha256(token),
      how,
      sent_to: sentTo,
      created_by: actor.userId,
      expires_at: expires,
    });
    const hash = await createShortLink(tx, `/sign/doc-order/${prescriber.id}/${order.id}?token=${token}`, {
      ttlHours: SIGN_LINK_TTL_HOURS,
      createdBy: actor.userId,
    });
    const url = `${config.publicUrl}/s/${hash}`;
    if (sentTo) {
      // The mail names the practice and the order number only: no patient data in an e-mail.
      const text = await companyText(tx, scope.accountId, 'order-sign-link', {
        practice_name: parties.practice?.name ?? 'Your practice',
        order_number: order.id,
        link: url,
        expires_days: SIGN_LINK_TTL_HOURS / 24,
      });
      await queueMail(tx, {
        to: sentTo,
        ...text,
        template: 'order-sign-link',
        accountId: actor.accountId,
        userId: prescriber.id,
      });
    }
    await audit(tx, actor, {
      action: 'order.sign_link',
      entity: 'order',
      entityId: order.id,
      after: { link_id: link.id, how, sent_to: sentTo, expires_at: expires },
    });
    return { how, url, expires_at: expires.toISOString(), sent_to: sentTo };
  });
}

// --- the public signing page -----------------------------------------------------------------------------------

/** The link of the token, checked against the page's user and order: unknown 404; replaced, used or expired 410. */
async function liveLink(db: Queryable, params: { userId: number; orderId: number }, token: string, lock = false): Promise<SignLinkRow> {
  const link = await findSignLink(db, sha256(token), lock);
  if (!link || link.order_id !== params.orderId || link.user_id !== params.userId)
    throw new AppError('not_found', 'This signing link is not valid.');
  if (link.used_at) throw new AppError('gone', 'This signing link has already been used.');
  if (link.revoked_at) throw new AppError('gone', 'This signing link has been replaced by a newer one.');
  if (link.expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This signing link has expired.');
  return link;
}

async function orderOfLink(db: Queryable, link: SignLinkRow, lock = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.id, link.order_id)).limit(1);
  const [order] = lock ? await q.for('update') : await q;
  // The prescriber changed since the link was sent: it is not theirs to sign any more.
  if (!order || order.doctor_id !== link.user_id) throw new AppError('not_found', 'This signing link is not valid.');
  return order;
}

export async function showSigningPage(
  db: Queryable,
  params: { userId: number; orderId: number },
  token: string,
): Promise<PublicSignPreview> {
  const link = await liveLink(db, params, token);
  const order = await orderOfLink(db, link);
  const preview = await buildPreview(db, order, { userId: link.user_id, isStaff: false });
  const parties = await findDocumentParties(db, order.id);
  const p = parties?.patient;
  return {
    ...preview,
    patient: p ? { full_name: [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' '), dob: p.dob } : null,
    practice: parties?.practice?.name ?? '',
    link_expires_at: link.expires_at.toISOString(),
  };
}

/** The prescriber as the author of the link's writes: no token and no location, only history and audit rows. */
function linkSigner(user: { id: number; account_id: number | null }): Actor {
  return {
    userId: user.id,
    tokenId: 0,
    scope: 'main',
    role: 'doctor',
    isStaff: false,
    verified: true,
    accountId: user.account_id,
    ownerId: null,
    staffRoles: [],
    permissions: {},
    locationIds: [],
    locationId: null,
    actingStaffId: null,
    ip: null,
    requestId: null,
  };
}

export async function signThroughLink(
  db: Db,
  storage: FileStorage,
  params: { userId: number; orderId: number },
  body: PublicSignBody,
): Promise<PublicSignResult> {
  const image = readSignature(body.signature);
  const { order, linkId } = await withStoredFiles(db, storage, async (tx, keys) => {
    const link = await liveLink(tx, params, body.token, true);
    const locked = await orderOfLink(tx, link, true);
    const user = await findSigner(tx, link.user_id);
    if (!user || user.role !== 'doctor' || user.is_staff || user.account_id !== locked.doctor_account_id)
      throw new AppError('not_found', 'This signing link is not valid.');
    const signed = await signLocked(
      tx,
      storage,
      locked,
      {
        signer: linkSigner(user),
        signerName: user.name,
        signerNpi: user.npi,
        via: 'link',
        linkId: link.id,
        image,
        contentHash: body.content_hash,
        note: body.note,
      },
      keys,
    );
    await markLinkUsed(tx, link.id);
    return { order: signed.order, linkId: link.id };
  });
  const current = await findCurrentSignatures(db, order.id);
  return {
    order_id: order.id,
    status_name: statusName(doctorVisibleStatus(order.status)),
    documents: current
      .filter((s) => s.link_id === linkId)
      .map((s) => ({ ...presentSignature(s), title: SIGNED_DOCUMENT_TITLES[s.kind as keyof typeof SIGNED_DOCUMENT_TITLES] })),
  };
}
