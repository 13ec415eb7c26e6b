import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beforeSend,
  initErrorReporting,
  isReportingEnabled,
  reportError,
  scrubBreadcrumb,
  scrubUrl,
  setErrorCapture,
  shouldReport,
} from '../src/lib/error-reporting';
import { HttpError, type HttpErrorCode } from '../src/lib/http-error';

const httpError = (status: number | null, code?: HttpErrorCode, message = `Request failed with status code ${status}`) => {
  const config = { url: 'user', headers: new Headers() };
  const response = status === null ? undefined : { status, headers: new Headers(), config, data: {} };
  return new HttpError(message, code ?? (status !== null && status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST'), config, response);
};

describe('error reporting filter', () => {
  afterEach(() => setErrorCapture(null));

  it('never reports 4xx responses', () => {
    for (const status of [400, 401, 403, 404, 420, 422, 429]) expect(shouldReport(httpError(status))).toBe(false);
    expect(shouldReport(httpError(500))).toBe(true);
    expect(shouldReport(httpError(503))).toBe(true);
  });

  it('never reports timeouts', () => {
    expect(shouldReport(httpError(null, 'ECONNABORTED', 'timeout of 15000ms exceeded'))).toBe(false);
    expect(shouldReport(httpError(null, 'ECONNABORTED', 'timeout exceeded'))).toBe(false);
    expect(shouldReport(new Error('timeout of 15000ms exceeded'))).toBe(false);
    expect(shouldReport(httpError(null, 'ERR_NETWORK', 'Network Error'))).toBe(true);
  });

  it('never reports stylesheet load errors or module-import errors', () => {
    expect(shouldReport(new Error('Unable to preload CSS for /assets/welcome-abc.css'))).toBe(false);
    expect(shouldReport(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(false);
    expect(shouldReport(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(shouldReport(new TypeError('error loading dynamically imported module'))).toBe(false);
    expect(shouldReport(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
  });

  it("is Sentry's beforeSend: it reads the original exception and the event's own texts", () => {
    const event = { exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } };
    expect(beforeSend(event, { originalException: new Error('boom') })).toBe(event);
    expect(beforeSend(event, { originalException: httpError(404) })).toBeNull();
    expect(
      beforeSend({ exception: { values: [{ type: 'TypeError', value: 'Failed to fetch dynamically imported module: /a.js' }] } }),
    ).toBeNull();
    expect(beforeSend({ message: 'Unable to preload CSS for /assets/x.css' }, {})).toBeNull();
  });

  it('is off without VITE_SENTRY_DSN, and reports only what passes the filter when on', async () => {
    expect(await initErrorReporting(undefined)).toBe(false);
    expect(isReportingEnabled()).toBe(false);
    reportError(new Error('ignored while off'));
    const capture = vi.fn();
    setErrorCapture(capture);
    reportError(httpError(422));
    reportError(httpError(502));
    expect(capture).toHaveBeenCalledTimes(1);
  });
});

describe('link secrets in reports', () => {
  it('scrubs token and code from the event address and from breadcrumbs, keeping the rest', () => {
    const event = beforeSend({
      message: 'boom',
      request: { url: 'https://x.test/signed/4/order/9?token=abc123&lang=en', query_string: 'token=abc123&lang=en' },
    });
    expect(event?.request?.url).toBe('https://x.test/signed/4/order/9?token=[redacted]&lang=en');
    expect(event?.request?.query_string).toBe('token=[redacted]&lang=en');
    const crumb = scrubBreadcrumb({
      message: 'GET /api/sign/doc-order/4/9?token=s3cr3t',
      data: { url: '/api/signed/4/order/9?token=s3cr3t', to: '/invite/7?code=demo' },
    });
    expect(crumb.message).toBe('GET /api/sign/doc-order/4/9?token=[redacted]');
    expect(crumb.data).toEqual({ url: '/api/signed/4/order/9?token=[redacted]', to: '/invite/7?code=[redacted]' });
    expect(scrubUrl('/orders?status=20')).toBe('/orders?status=20');
  });
});
