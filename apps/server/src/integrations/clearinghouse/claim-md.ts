/**
 * Claim.MD client.
 *
 * Sources followed (Claim.MD's own reference, https://api.claim.md, was not reachable from here):
 * - Claim.MD's official samples, github.com/Claim-MD/RestAPISamples: Python/SendFile.py (upload), Python/response.py
 *   (response), Python/RealTimeEligibilty.py and C#/RealTimeEligibility270.cs (elig with a 270 file);
 * - the OpenAPI description of https://svc.claim.md in github.com/api-evangelist/claim-md (openapi/claim-md-openapi.yml);
 * - working integrations for the JSON shapes: github.com/Nextvisit/claim-md-php (src/Requests/*), and public clients
 *   that read `claim`, `last_responseid`, `era`, `last_eraid`, `payer`, `error.error_code/error_mesg`.
 *
 * Every call: POST https://svc.claim.md/services/<call>/ with `Accept: application/json`; `AccountKey` in the form.
 * - upload    (multipart)  AccountKey, File (the 837P, with its filename)
 *                           -> fileid, claim[]{ pcn | remote_claimid, claimid, status A|R, payer_icn?, messages[]{ message } }
 * - response  (urlencoded) AccountKey, ResponseID ("0" the first time)
 *                           -> last_responseid, claim[]{ pcn, status, payer_icn?, responseid?, messages[]{ responseid, status, message } }
 * - eralist   (urlencoded) AccountKey, ERAID (last seen), or NewOnly=1 before any ERA was seen -> era[]{ eraid, ... }
 * - era835    (urlencoded) AccountKey, eraid            -> data: the X12 835 text (a string or a list of them)
 * - payerlist (urlencoded) AccountKey                   -> payer[]{ payerid, payer_name, eligibility, era }
 * - elig      (multipart)  AccountKey, File (the 270)   -> eligibility{ eligid, data: the X12 271 text }
 *   (chosen over `eligdata`, whose field-by-field JSON answer our 271 parser cannot read)
 * Errors come as HTTP 4xx/5xx, or as 200 with error{ error_code, error_mesg } (sometimes a plain `error` string).
 * The XML form nests the same names (elements with attributes), and a single element may arrive as an object
 * instead of a list in JSON, so every list is read through `listOf`.
 */
import { createThrottle } from './throttle';
import { ClearinghouseError, type ClaimStatusItem, type Clearinghouse, type ClearinghouseErrorKind, type InboundItem } from './clearinghouse';

export interface ClaimMdOptions {
  accountKey: string;
  /** Default https://svc.claim.md/services */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Throttle between calls of this client, default 1000 (Claim.MD allows about 100 calls a minute). */
  minIntervalMs?: number;
}

type Json = Record<string, unknown>;

/** An upload of 2,000 claims can take a while; past this the call counts as unavailable and is retried later. */
const CALL_TIMEOUT_MS = 120_000;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const isDigits = (v: string) => /^\d+$/.test(v);
/** Ids are numbers that may outgrow a double: compared as digit strings. */
const compareIds = (a: string, b: string) => (isDigits(a) && isDigits(b) ? a.length - b.length || (a < b ? -1 : a > b ? 1 : 0) : a.localeCompare(b));
const maxId = (ids: string[]): string | null => ids.filter(Boolean).sort(compareIds).at(-1) ?? null;

/** Payer capability flags are words such as yes / no / enrollment (supported once enrolled). */
const supports = (v: unknown) => !/^(|no?|0|false|none)$/i.test(text(v));

/** Claim.MD's errors do not say "auth" in a code we could rely on; their wording does. */
function kindOfVendorError(code: string, message: string): ClearinghouseErrorKind {
  const words = `${code} ${message}`;
  if (/account\s*key|unauthori[sz]ed|authenticat|not authorized|invalid key|login/i.test(words)) return 'auth';
  if (/too many|rate limit|throttl/i.test(words)) return 'throttled';
  return 'rejected';
}

function kindOfStatus(status: number): ClearinghouseErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

export function claimMdClearinghouse(opts: ClaimMdOptions): Clearinghouse {
  const baseUrl = (opts.baseUrl ?? 'https://svc.claim.md/services').replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const throttle = createThrottle(opts.minIntervalMs ?? 1000);
  const withoutKey = (s: string) => (opts.accountKey ? s.split(opts.accountKey).join('[AccountKey]') : s);

  async function call(service: string, fields: Record<string, string>, file?: { name: string; content: string }): Promise<Json> {
    let body: FormData | URLSearchParams;
    if (file) {
      body = new FormData();
      body.append('AccountKey', opts.accountKey);
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('File', new Blob([file.content], { type: 'text/plain' }), file.name);
    } else {
      body = new URLSearchParams({ AccountKey: opts.accountKey, ...fields });
    }

    let status: number;
    let answer: string;
    try {
      const response = await throttle(() =>
        doFetch(`${baseUrl}/${service}/`, { method: 'POST', headers: { Accept: 'application/json' }, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }),
      );
      status = response.status;
      answer = await response.text();
    } catch (err) {
      // The cause is dropped on purpose: a network error's text is not ours to vouch for.
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new ClearinghouseError('unavailable', `Claim.MD ${service}: ${timedOut ? 'no answer in time' : 'could not be reached'}`);
    }

    if (status >= 400) {
      throw new ClearinghouseError(kindOfStatus(status), `Claim.MD ${service}: HTTP ${status}`, { status, vendorMessage: withoutKey(answer.slice(0, 500)) });
    }
    const root = parseAnswer(answer);
    if (!root) throw new ClearinghouseError('unavailable', `Claim.MD ${service}: the answer is not JSON`, { status });
    throwIfError(service, root, status);
    return root;
  }

  function parseAnswer(answer: string): Json | null {
    try {
      const parsed: unknown = JSON.parse(answer);
      if (!isRecord(parsed)) return null;
      return isRecord(parsed.result) ? parsed.result : parsed;
    } catch {
      // era835 may send the 835 itself rather than JSON around it.
      return answer.trimStart().startsWith('ISA') ? { data: answer } : null;
    }
  }

  function throwIfError(service: string, root: Json, status: number) {
    const errors = listOf(root.error);
    if (errors.length === 0) return;
    const first = errors[0];
    const code = isRecord(first) ? text(first.error_code) : '';
    const vendorMessage = withoutKey(isRecord(first) ? text(first.error_mesg) : text(first));
    const kind = kindOfVendorError(code, vendorMessage);
    throw new ClearinghouseError(kind, `Claim.MD ${service}: ${kind === 'auth' ? 'account key refused' : 'refused'}${code ? ` (code ${withoutKey(code)})` : ''}`, {
      status,
      ...(code ? { vendorCode: withoutKey(code) } : {}),
      vendorMessage,
    });
  }

  function claimStatus(claim: unknown, fallbackResponseId: string): ClaimStatusItem | null {
    if (!isRecord(claim)) return null;
    const pcn = text(claim.pcn) || text(claim.remote_claimid);
    if (!pcn) return null;
    const messages = listOf(claim.messages).filter(isRecord);
    return {
      type: 'claim-status',
      patientControlNumber: pcn,
      // A and R are the documented values; anything else is not counted as accepted, so a person looks at it.
      accepted: text(claim.status).toUpperCase() === 'A',
      payerClaimNumber: text(claim.payer_icn) || null,
      messages: messages.map((m) => text(m.message)).filter(Boolean),
      responseId: text(claim.responseid) || maxId(messages.map((m) => text(m.responseid))) || fallbackResponseId,
    };
  }

  const present = <T>(v: T | null): v is T => v !== null;

  async function fetchEra835(eraId: string): Promise<InboundItem[]> {
    const root = await call('era835', { eraid: eraId });
    const files = listOf(root.data).map(text).filter(Boolean);
    if (files.length === 0) throw new ClearinghouseError('unavailable', 'Claim.MD era835: the answer holds no 835');
    return files.map((content, i) => ({ type: 'x12', name: `claim-md-era-${eraId}${files.length > 1 ? `-${i + 1}` : ''}.835`, content }));
  }

  return {
    kind: 'claim_md',

    async submitClaims(file) {
      const root = await call('upload', {}, file);
      const reference = text(root.fileid) || (isRecord(root.file) ? text(root.file.fileid) : '') || null;
      const statuses = listOf(root.claim)
        .map((claim) => claimStatus(claim, reference ? `upload-${reference}` : 'upload'))
        .filter(present);
      return { reference, statuses };
    },

    async checkEligibility({ x270 }) {
      const root = await call('elig', {}, { name: 'eligibility.270', content: x270 });
      const answer = listOf(root.eligibility).find(isRecord);
      const x271 = answer ? text(answer.data) : '';
      if (!x271) throw new ClearinghouseError('unavailable', 'Claim.MD elig: the answer holds no 271');
      return { x271, raw: root };
    },

    // Any failure throws and returns no state: the caller keeps the one it saved and the next poll asks again
    // from there, so a poll that failed half-way loses nothing.
    async fetchInbound(state) {
      const sinceResponse = state.lastResponseId ?? '0';
      const responses = await call('response', { ResponseID: sinceResponse });
      const lastResponseId = text(responses.last_responseid) || null;
      const statuses = listOf(responses.claim)
        .map((claim) => claimStatus(claim, lastResponseId ?? sinceResponse))
        .filter(present);
      // Never backwards: an empty answer may carry last_responseid 0, which would replay everything.
      const newResponseId = maxId([state.lastResponseId ?? '', lastResponseId ?? '', ...statuses.map((s) => s.responseId)]);

      // Before the first ERA is seen, NewOnly asks for what nobody downloaded yet rather than years of history.
      const eraList = await call('eralist', state.lastEraId ? { ERAID: state.lastEraId } : { NewOnly: '1' });
      const eraIds = [...new Set(listOf(eraList.era).map((era) => (isRecord(era) ? text(era.eraid) : '')).filter(Boolean))]
        .filter((id) => !state.lastEraId || compareIds(id, state.lastEraId) > 0)
        .sort(compareIds);
      const eras: InboundItem[] = [];
      for (const eraId of eraIds) eras.push(...(await fetchEra835(eraId)));

      return {
        items: [...statuses, ...eras],
        state: { lastResponseId: newResponseId, lastEraId: maxId([state.lastEraId ?? '', ...eraIds]) },
      };
    },

    async payerList() {
      const root = await call('payerlist', {});
      return listOf(root.payer)
        .filter(isRecord)
        .map((p) => ({ payerId: text(p.payerid), name: text(p.payer_name), eligibility: supports(p.eligibility), era: supports(p.era) }))
        .filter((p) => p.payerId !== '');
    },
  };
}
