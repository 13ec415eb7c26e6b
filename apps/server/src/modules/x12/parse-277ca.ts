// 277CA claim acknowledgement (005010X214), also read from a 277 claim status answer (005010X212): one entry per
// claim (TRN*2 under a patient-level HL), with its first rejecting STC if any, else its first STC. The envelope is
// read leniently: a wrong IEA02 in an acknowledgement does not change what it says about each claim.
import { claimStatusMessage } from './codes';
import { components, el, transactionsOf, type Segment, type Separators } from './tokens';
import type { ClaimAck277 } from './types';

/** Claim-level HL03 codes: PT in the 277CA; 22/23 in the 277 status answer. */
const CLAIM_LEVELS = new Set(['PT', '22', '23']);
/** Status categories that mean the claim was not taken into adjudication. */
const REJECTED = new Set(['A3', 'A4', 'A6', 'A7', 'A8', 'E0']);

export function parse277CA(text: string): ClaimAck277[] {
  return transactionsOf(text, '277', { strict: false }).flatMap(({ doc, tx }) => readClaims(tx.segments, doc.separators));
}

function readClaims(segments: Segment[], separators: Separators): ClaimAck277[] {
  const claims: ClaimAck277[] = [];
  let level = '';
  let claim: (ClaimAck277 & { hasStatus: boolean }) | null = null;
  const finish = () => {
    if (claim) {
      const { hasStatus: _, ...done } = claim;
      claims.push(done);
    }
    claim = null;
  };
  for (const seg of segments) {
    switch (seg.tag) {
      case 'HL':
        finish();
        level = el(seg, 3);
        break;
      case 'TRN':
        if (CLAIM_LEVELS.has(level) && el(seg, 1) === '2') {
          finish();
          claim = { patientControlNumber: el(seg, 2), payerClaimNumber: null, accepted: true, statusCategory: '', statusCode: '', message: '', hasStatus: false };
        }
        break;
      case 'STC': {
        if (!claim) break;
        const [category = '', code = ''] = components(el(seg, 1), separators);
        const rejecting = REJECTED.has(category);
        // Keep the first status, unless a later one rejects the claim and the first did not.
        if (!claim.hasStatus || (rejecting && claim.accepted)) {
          claim.statusCategory = category;
          claim.statusCode = code;
          claim.accepted = !rejecting;
          claim.message = el(seg, 12) || claimStatusMessage(category, code);
          claim.hasStatus = true;
        }
        break;
      }
      case 'REF':
        if (claim && el(seg, 1) === '1K') claim.payerClaimNumber = el(seg, 2);
        break;
    }
  }
  finish();
  return claims;
}
