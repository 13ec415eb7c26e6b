import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { EndpointDeclaration } from '@dme/contract';
import { acceptZoomMessage, PhoneWidget, ZOOM_PHONE_DEFAULT_URL, zoomPhoneUrl, zoomReportEndpoint } from '../src/features/phone';
import { installFakeServer } from './fake-server';

const ZOOM = 'https://applications.zoom.us';
const reportCall: EndpointDeclaration = { method: 'POST', path: '/api/vendor/communication/zoom', access: { roles: ['supplier'] }, summary: 'test' };

describe('Zoom Phone message filter', () => {
  const frame = {} as Window;
  const message = (overrides: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>>) => ({
    origin: ZOOM,
    source: frame as MessageEventSource,
    data: { type: 'zp-call-log-completed-event', data: { callLogId: 'c1' } },
    ...overrides,
  });

  it("accepts { type, data } from Zoom's origin and the widget's own iframe only", () => {
    expect(acceptZoomMessage(message({}), frame)).toEqual({ type: 'zp-call-log-completed-event', data: { callLogId: 'c1' } });
    expect(acceptZoomMessage(message({ origin: 'https://evil.example' }), frame)).toBeNull();
    expect(acceptZoomMessage(message({ origin: 'https://applications.zoom.us.evil.example' }), frame)).toBeNull();
    expect(acceptZoomMessage(message({ source: {} as MessageEventSource }), frame)).toBeNull();
    expect(acceptZoomMessage(message({ source: null }), frame)).toBeNull();
    expect(acceptZoomMessage(message({}), null)).toBeNull();
  });

  it('parses JSON strings and ignores anything without a type', () => {
    expect(acceptZoomMessage(message({ data: JSON.stringify({ type: 'zp-call-ended-event', data: 1 }) }), frame)).toEqual({ type: 'zp-call-ended-event', data: 1 });
    expect(acceptZoomMessage(message({ data: 'not json' }), frame)).toBeNull();
    expect(acceptZoomMessage(message({ data: { data: 1 } }), frame)).toBeNull();
    expect(acceptZoomMessage(message({ data: null }), frame)).toBeNull();
  });

  it("is configured only with a URL on Zoom's origin", () => {
    expect(zoomPhoneUrl(undefined)).toBeNull();
    expect(zoomPhoneUrl('')).toBeNull();
    expect(zoomPhoneUrl('https://example.com/phone')).toBeNull();
    expect(zoomPhoneUrl(ZOOM_PHONE_DEFAULT_URL)).toBe('https://applications.zoom.us/integration/phone/embeddablephone/home');
  });

  it('reports through the contract declaration only when it is declared', () => {
    expect(zoomReportEndpoint([])).toBeNull();
    expect(zoomReportEndpoint([reportCall])).toBe(reportCall);
    expect(zoomReportEndpoint()?.path).toBe('/api/vendor/communication/zoom');
  });
});

describe('phone widget', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('is absent without configuration', () => {
    const { container } = render(
      <MantineProvider env="test">
        <PhoneWidget url={null} />
      </MantineProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open phone' })).toBeNull();
  });

  it('posts a completed call log from its iframe to the server', async () => {
    server = installFakeServer({ 'POST /api/vendor/communication/zoom': () => ({ status: 201, data: { data: {} } }) });
    render(
      <MantineProvider env="test">
        <PhoneWidget url={ZOOM_PHONE_DEFAULT_URL} endpoints={[reportCall]} />
      </MantineProvider>,
    );
    const iframe = document.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(ZOOM_PHONE_DEFAULT_URL);
    // happy-dom gives iframes no window: stand one in, as the browser would.
    const source = { postMessage: () => undefined } as unknown as Window;
    Object.defineProperty(iframe, 'contentWindow', { value: source });
    const data = { callLogId: 'log-1', direction: 'inbound', duration: 42 };
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', source, data: { type: 'zp-call-log-completed-event', data } }));
    window.dispatchEvent(new MessageEvent('message', { origin: ZOOM, source, data: { type: 'zp-call-ended-event', data } }));
    window.dispatchEvent(new MessageEvent('message', { origin: ZOOM, source, data: { type: 'zp-call-log-completed-event', data } }));
    await waitFor(() => expect(server?.requests).toHaveLength(1));
    expect(server?.requests[0]).toMatchObject({ method: 'POST', url: '/api/vendor/communication/zoom', body: data });
  });
});
