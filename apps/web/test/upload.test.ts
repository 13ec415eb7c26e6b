import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_BYTES, uploadEra, vendorOrderDocuments } from '@dme/contract';
import { http } from '../src/lib/http';
import { isCancel, readServerError } from '../src/lib/http-error';
import { session } from '../src/lib/session';
import { checkUpload, upload, uploadFailureText, UploadRefusedError, type UploadProgressEvent } from '../src/lib/upload';
import { UPLOAD_STALL_MS, xhrAdapter } from '../src/lib/xhr-adapter';

/** A stand-in for the browser's XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    this.onload?.();
  }
}

const pdf = (name: string, size: number) => new File([new Uint8Array(Math.min(size, 1024))], name, { type: 'application/pdf' });
/** A file that says it has `size` bytes (the check reads the size, not the bytes). */
const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });
/** The first request the fake has seen, once the helper has prepared and sent it. */
const nextRequest = () => vi.waitFor(() => FakeXhr.sent[0] ?? Promise.reject(new Error('nothing sent yet')));

describe('upload', () => {
  const original = { adapter: http.defaults.uploadAdapter, xhr: globalThis.XMLHttpRequest };
  beforeEach(() => {
    FakeXhr.sent = [];
    http.defaults.uploadAdapter = xhrAdapter;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    session.setToken('main-1');
  });
  afterEach(() => {
    http.defaults.uploadAdapter = original.adapter;
    globalThis.XMLHttpRequest = original.xhr;
    vi.useRealTimers();
  });

  it('refuses a file over 20 MB and a type the server would refuse before any request, in the words of a 422 on the field', async () => {
    const big = upload(vendorOrderDocuments.upload, {
      params: { orderId: 41 },
      files: [{ field: 'file', file: sized(pdf('scan.pdf', 10), 25 * 1024 * 1024) }],
    });
    await expect(big).rejects.toBeInstanceOf(UploadRefusedError);
    const refused = await big.catch((e: unknown) => e);
    expect(readServerError(refused)).toEqual({
      status: 422,
      message: 'scan.pdf is 25.0 MB. The file may not be greater than 20 MB.',
      errors: { file: ['scan.pdf is 25.0 MB. The file may not be greater than 20 MB.'] },
    });

    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const wrongType = await upload(vendorOrderDocuments.upload, { params: { orderId: 41 }, files: [{ field: 'file', file: exe }] }).catch(
      (e: unknown) => e,
    );
    expect(readServerError(wrongType).errors).toEqual({ file: ['setup.exe: The file must be a PDF or an image.'] });

    const six = Array.from({ length: 6 }, (_, i) => ({ field: 'file', file: pdf(`p${i}.pdf`, 10) }));
    expect(checkUpload(six)).toEqual({ field: 'file', message: 'At most 5 files can be uploaded at once.' });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends multipart with the bearer and no overall timeout, reports progress and answers the parsed body', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen: UploadProgressEvent[] = [];
    const done = upload<{ data: { id: number }[] }>(vendorOrderDocuments.upload, {
      params: { orderId: 41 },
      fields: { type: 'cmn', expires_at: '', note: null },
      files: [{ field: 'file', file: pdf('cmn.pdf', 1000) }],
      onProgress: (p) => seen.push(p),
    });
    const xhr = await nextRequest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/vendor/orders/41/media');
    expect(xhr.headers.authorization).toBe('Bearer main-1');
    const body = xhr.body as FormData;
    expect(body.get('type')).toBe('cmn');
    expect(body.has('expires_at')).toBe(false);
    expect(body.has('note')).toBe(false);
    expect((body.get('file') as File).name).toBe('cmn.pdf');

    // Far longer than the client's 15 s, with bytes flowing: no timeout.
    for (let i = 1; i <= 10; i++) {
      await vi.advanceTimersByTimeAsync(10_000);
      xhr.progress(i * 100, 1000);
    }
    expect(xhr.aborted).toBe(false);
    xhr.answer(201, { data: [{ id: 62 }] });
    await expect(done).resolves.toEqual({ data: [{ id: 62 }] });
    expect(seen.map((p) => p.loaded)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(seen.at(-1)).toEqual({ loaded: 1000, total: 1000 });
  });

  it('aborts when nothing moved for a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const done = upload(uploadEra, {
      files: [{ field: 'file', file: new File(['ISA*'], 'era.835') }],
      rules: { maxBytes: MEDIA_MAX_BYTES },
    }).catch((e: unknown) => e);
    const xhr = await nextRequest();
    xhr.progress(10, 100);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(xhr.aborted).toBe(true);
    const stalled = await done;
    expect(stalled).toMatchObject({ code: 'ECONNABORTED' });
    expect(uploadFailureText(stalled)).toBe('The upload stalled: nothing was sent for a minute. Check the connection and try again.');
  });

  it('cancels through its AbortSignal, as a cancel and not a failure', async () => {
    const controller = new AbortController();
    const done = upload(vendorOrderDocuments.upload, {
      params: { orderId: 41 },
      files: [{ field: 'file', file: pdf('cmn.pdf', 1000) }],
      signal: controller.signal,
    }).catch((e: unknown) => e);
    const xhr = await nextRequest();
    xhr.progress(300, 1000);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(isCancel(await done)).toBe(true);
  });

  it('hands a server refusal to the caller with its field errors', async () => {
    const done = upload(vendorOrderDocuments.upload, { params: { orderId: 41 }, files: [{ field: 'file', file: pdf('a.pdf', 10) }] }).catch(
      (e: unknown) => e,
    );
    const xhr = await nextRequest();
    xhr.answer(422, { message: 'The given data was invalid.', errors: { file: ['The file must be a PDF or an image.'] } });
    expect(readServerError(await done)).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      errors: { file: ['The file must be a PDF or an image.'] },
    });
  });
});
