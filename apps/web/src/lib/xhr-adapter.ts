import type { Adapter } from './fetch-client';
import { uriOf } from './fetch-client';
import { HttpError } from './http-error';

/** An upload that sends nothing (and hears nothing) for this long has stalled: it is aborted. */
export const UPLOAD_STALL_MS = 60_000;

function parse(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * The transport of uploads: XMLHttpRequest, because fetch reports no upload progress. There is no overall timeout
 * (a 100 MB form on a slow line may take minutes); instead the request is aborted when no byte moved for
 * `stallTimeout` ms (`config.timeout` when set, else UPLOAD_STALL_MS).
 */
export const xhrAdapter: Adapter = (config) =>
  new Promise((resolve, reject) => {
    if (config.signal?.aborted) return reject(new HttpError('canceled', 'ERR_CANCELED', config));
    const xhr = new XMLHttpRequest();
    const stallMs = config.timeout || UPLOAD_STALL_MS;
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ((stalled = true), xhr.abort()), stallMs);
    };
    const cancel = () => xhr.abort();
    const done = () => {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', cancel);
    };

    xhr.open((config.method ?? 'POST').toUpperCase(), uriOf(config));
    config.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      arm();
      config.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    // The server's answer is on its way: still alive.
    xhr.onprogress = arm;
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: parse(xhr), headers: responseHeaders(xhr), config });
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error', 'ERR_NETWORK', config));
    };
    xhr.onabort = () => {
      done();
      if (stalled) reject(new HttpError(`no progress for ${stallMs}ms`, 'ECONNABORTED', config));
      else reject(new HttpError('canceled', 'ERR_CANCELED', config));
    };
    config.signal?.addEventListener('abort', cancel);
    arm();
    xhr.send(config.data as FormData);
  });
