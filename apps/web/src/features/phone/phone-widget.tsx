import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Affix, Paper, Tooltip } from '@mantine/core';
import type { EndpointDeclaration } from '@dme/contract';
import { reportError } from '../../lib/error-reporting';
import { callDeclared } from '../../lib/http';
import { Icon } from '../shell';
import { acceptZoomMessage, CALL_LOG_COMPLETED, zoomPhoneUrl, zoomReportEndpoint } from './zoom-messages';

export interface PhoneWidgetProps {
  /** Smart Embed URL; defaults to `VITE_ZOOM_PHONE_URL`. Without one the widget is absent. */
  url?: string | null;
  endpoints?: readonly EndpointDeclaration[];
}

/**
 * Zoom Phone for suppliers: a floating button opens the embedded phone; the iframe stays mounted while hidden
 * so a call goes on. A completed call's log is posted to the server.
 */
export function PhoneWidget({ url = zoomPhoneUrl(), endpoints }: PhoneWidgetProps) {
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const endpoint = zoomReportEndpoint(endpoints);

  useEffect(() => {
    if (!url) return;
    const onMessage = (event: MessageEvent) => {
      const message = acceptZoomMessage(event, frame.current?.contentWindow);
      if (message?.type !== CALL_LOG_COMPLETED || !endpoint) return;
      callDeclared(endpoint, { body: message.data, skipErrorAlert: true }).catch(reportError);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, endpoint]);

  if (!url) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={250}>
      <Paper
        shadow="lg"
        radius="md"
        withBorder
        mb="sm"
        style={{ display: open ? 'block' : 'none', overflow: 'hidden', width: 'min(360px, calc(100vw - 40px))', height: 'min(560px, calc(100dvh - 120px))' }}
      >
        <iframe
          ref={frame}
          src={url}
          title="Zoom Phone"
          allow="microphone; camera; autoplay; clipboard-read; clipboard-write"
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      </Paper>
      <Tooltip label={open ? 'Hide phone' : 'Phone'} position="left">
        <ActionIcon size={52} radius="xl" variant="filled" onClick={() => setOpen((v) => !v)} aria-label={open ? 'Hide phone' : 'Open phone'} ml="auto" display="flex">
          <Icon name={open ? 'close' : 'phone'} size={24} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
