/**
 * What the billing service needs from a clearinghouse: send 837P files and 270s, and collect what comes back
 * (claim statuses, 835 ERAs, 277CA/999/271 files). Two implementations: Claim.MD (claim-md.ts) when an account
 * key is configured, and a pair of local folders (local-folder.ts) for running without one.
 */

export type ClearinghouseKind = 'local' | 'claim_md';

/** Where the last poll stopped; the caller saves it and passes it back, so a poll never returns an item twice. */
export interface PollState {
  lastResponseId: string | null;
  lastEraId: string | null;
}

export type ClaimStatusItem = {
  type: 'claim-status';
  /** CLM01 of our 837P. */
  patientControlNumber: string;
  accepted: boolean;
  payerClaimNumber: string | null;
  messages: string[];
  responseId: string;
};

export type InboundItem =
  /** An 835, 277CA, 999 or 271 file. */
  | { type: 'x12'; name: string; content: string }
  | ClaimStatusItem;

export interface EligibilityFields {
  payerId: string;
  subscriberLastName: string;
  subscriberFirstName: string;
  subscriberDob: string;
  memberId: string;
  relationship: 'self' | 'other';
  serviceDate: string;
  providerNpi: string;
  providerTaxId: string;
  serviceTypes: string[];
}

export interface Clearinghouse {
  readonly kind: ClearinghouseKind;
  /** Sends one 837P interchange; returns the clearinghouse's reference for it (file id) and any immediate per-claim statuses. */
  submitClaims(file: { name: string; content: string }): Promise<{ reference: string | null; statuses: ClaimStatusItem[] }>;
  /** Sends a 270; returns the 271 when the clearinghouse answers at once (Claim.MD), or null when the answer comes later through fetchInbound (local folder). */
  checkEligibility(request: { x270: string; fields: EligibilityFields }): Promise<{ x271: string | null; raw?: unknown }>;
  /** New inbound items since `state`, and the state to save for next time (incremental: never the same item twice when the state is saved). */
  fetchInbound(state: PollState): Promise<{ items: InboundItem[]; state: PollState }>;
  payerList(): Promise<{ payerId: string; name: string; eligibility: boolean; era: boolean }[]>;
}

/**
 * - auth: the account key was refused (configuration, not worth retrying);
 * - throttled: too many calls (retry later);
 * - unavailable: network, timeout, 5xx or an answer we cannot read (retry later);
 * - rejected: the clearinghouse refused this request (fix the request).
 */
export type ClearinghouseErrorKind = 'auth' | 'throttled' | 'unavailable' | 'rejected';

/**
 * The message names the call and the kind, never patient data nor the account key, so it can be logged.
 * `vendorMessage` is the clearinghouse's own wording (key removed) for a screen: it may quote what was sent, so it
 * is kept out of `message` and must not be logged.
 */
export class ClearinghouseError extends Error {
  readonly kind: ClearinghouseErrorKind;
  readonly status?: number;
  readonly vendorCode?: string;
  readonly vendorMessage?: string;

  constructor(
    kind: ClearinghouseErrorKind,
    message: string,
    details: { status?: number; vendorCode?: string; vendorMessage?: string } = {},
  ) {
    super(message);
    this.name = 'ClearinghouseError';
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.vendorCode !== undefined) this.vendorCode = details.vendorCode;
    if (details.vendorMessage !== undefined) this.vendorMessage = details.vendorMessage;
  }
}
