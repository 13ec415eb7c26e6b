import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Claim.MD in this process (node:http on a random port), answering the calls our client makes the way Claim.MD
 * documents them in JSON: upload, response, eralist, era835, payerlist, elig. It keeps what it was sent and what
 * it holds (responses, ERAs), so a test drives it and then checks both sides.
 */
export interface FakeUpload {
  fileId: string;
  fileName: string;
  content: string;
}
export interface FakeCall {
  service: string;
  fields: Record<string, string>;
  accept: string;
  at: number;
}
export interface FakeResponse {
  pcn: string;
  status: 'A' | 'R';
  messages?: string[];
  payerIcn?: string;
}
export interface FakePayer {
  payerid: string;
  payer_name: string;
  eligibility: string;
  era: string;
}

export interface FakeClaimMd {
  /** The base URL to give the client (like https://svc.claim.md/services). */
  baseUrl: string;
  accountKey: string;
  uploads: FakeUpload[];
  calls: FakeCall[];
  payers: FakePayer[];
  /** The eligibility 270s received, and the 271 to answer each with. */
  eligibilityRequests: string[];
  answer271: (x270: string) => string;
  /** pcns the upload call rejects, with the message it gives. */
  rejectOnUpload: Map<string, string>;
  /** Queues a claim status for the `response` call; returns its response id. */
  addResponse(response: FakeResponse): string;
  /** Receives an ERA; returns its ERA id. */
  addEra(x835: string, payerid?: string): string;
  /** The next call is answered with this HTTP status instead. */
  failNext(status: number): void;
  close(): Promise<void>;
}

interface StoredResponse extends FakeResponse {
  responseId: number;
  claimmdId: string;
}

export async function startFakeClaimMd(opts: { accountKey?: string } = {}): Promise<FakeClaimMd> {
  const accountKey = opts.accountKey ?? 'fake-account-key-7f3a9c';
  const responses: StoredResponse[] = [];
  const eras: { eraid: number; payerid: string; x835: string; downloaded: boolean }[] = [];
  let nextResponseId = 1000;
  let nextEraId = 500;
  let nextFileId = 1;
  let failure: number | null = null;

  const fake: FakeClaimMd = {
    baseUrl: '',
    accountKey,
    uploads: [],
    calls: [],
    payers: [],
    eligibilityRequests: [],
    answer271: () => {
      throw new Error('no 271 set for this test');
    },
    rejectOnUpload: new Map(),
    addResponse(response) {
      const responseId = ++nextResponseId;
      responses.push({ ...response, responseId, claimmdId: `CMD${responseId}` });
      return String(responseId);
    },
    addEra(x835, payerid = '00000') {
      const eraid = ++nextEraId;
      eras.push({ eraid, payerid, x835, downloaded: false });
      return String(eraid);
    },
    failNext(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };

  const services: Record<string, (fields: Record<string, string>, files: Map<string, { name: string; content: string }>) => unknown> = {
    upload(_fields, files) {
      const file = files.get('File');
      if (!file) return error('F1', 'No file was uploaded');
      const fileId = String(nextFileId++);
      fake.uploads.push({ fileId, fileName: file.name, content: file.content });
      const claim = claimNumbersOf(file.content).map((pcn, i) => {
        const rejection = fake.rejectOnUpload.get(pcn);
        return {
          claimid: `${fileId}-${i + 1}`,
          pcn,
          status: rejection ? 'R' : 'A',
          messages: rejection ? [{ status: 'R', message: rejection }] : [{ status: 'A', message: 'Claim accepted for processing' }],
        };
      });
      return { fileid: fileId, claim };
    },
    response(fields) {
      if (!/^\d+$/.test(fields.ResponseID ?? '')) return error('R1', 'ResponseID is required');
      const since = Number(fields.ResponseID);
      const newer = responses.filter((r) => r.responseId > since);
      const last = responses.at(-1)?.responseId ?? since;
      return {
        last_responseid: String(Math.max(last, since)),
        claim: newer.map((r) => ({
          claimmd_id: r.claimmdId,
          pcn: r.pcn,
          status: r.status,
          ...(r.payerIcn ? { payer_icn: r.payerIcn } : {}),
          messages: (r.messages ?? []).map((message) => ({ responseid: String(r.responseId), status: r.status, message })),
        })),
      };
    },
    eralist(fields) {
      const since = fields.ERAID !== undefined ? Number(fields.ERAID) : null;
      const listed = eras.filter((e) => (since !== null ? e.eraid > since : fields.NewOnly === '1' ? !e.downloaded : true));
      return {
        last_eraid: String(eras.at(-1)?.eraid ?? since ?? 0),
        era: listed.map((e) => ({ eraid: String(e.eraid), payerid: e.payerid })),
      };
    },
    era835(fields) {
      const era = eras.find((e) => String(e.eraid) === fields.eraid);
      if (!era) return error('E2', 'ERA not found');
      era.downloaded = true;
      return { eraid: String(era.eraid), data: era.x835 };
    },
    payerlist(fields) {
      return { payer: fields.payerid ? fake.payers.filter((p) => p.payerid === fields.payerid) : fake.payers };
    },
    elig(_fields, files) {
      const file = files.get('File');
      if (!file) return error('EL1', 'No 270 file was uploaded');
      fake.eligibilityRequests.push(file.content);
      return { eligibility: { eligid: String(fake.eligibilityRequests.length), data: fake.answer271(file.content) } };
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const service = /^\/services\/([a-z0-9]+)\/$/.exec(req.url ?? '')?.[1] ?? '';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    // undici's Request parses both urlencoded and multipart bodies the way a real server would.
    const form = await new Request('http://fake.local/', { method: 'POST', headers, body: Buffer.concat(chunks) }).formData();
    const fields: Record<string, string> = {};
    const files = new Map<string, { name: string; content: string }>();
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else files.set(name, { name: value.name, content: await value.text() });
    }
    const accept = req.headers.accept ?? '';
    fake.calls.push({ service, fields, accept, at: performance.now() });

    if (failure !== null) {
      res.writeHead(failure, { 'content-type': 'text/plain' }).end('Service unavailable');
      failure = null;
      return;
    }
    if (req.method !== 'POST' || !services[service]) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (!accept.includes('application/json')) {
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<result><error error_code="X" error_mesg="this fake answers JSON only"/></result>');
      return;
    }
    // Like some real services, the refusal repeats what it was given: the client must not pass it on.
    const answer = fields.AccountKey === accountKey ? services[service](fields, files) : error('A1', `Invalid AccountKey ${fields.AccountKey ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(err instanceof Error ? err.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services`;
  return fake;
}

function error(code: string, message: string) {
  return { error: { error_code: code, error_mesg: message } };
}

/** CLM01 of each claim in an X12 file, with the separators its ISA declares. */
function claimNumbersOf(x12: string): string[] {
  const start = x12.indexOf('ISA');
  if (start < 0 || x12.length < start + 106) return [];
  const elementSep = x12[start + 3] as string;
  const segmentEnd = x12[start + 105] as string;
  return x12
    .split(segmentEnd)
    .map((segment) => segment.trim().split(elementSep))
    .filter((elements) => elements[0] === 'CLM' && elements[1])
    .map((elements) => elements[1] as string);
}
