import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { createNotificationsStore, notifications, type NotificationData } from '@mantine/notifications';
import { randomId } from '@mantine/hooks';

/** Toast defaults of foundation §9 ("Notifications and timing"). */
export const TOAST_DEFAULTS = {
  autoClose: 3000,
  transitionDuration: 300,
  width: 300,
  position: 'top-right',
} as const;

/** Link toasts (realtime mentions) stay until closed and are wider. */
export const LINK_TOAST = { autoClose: false, width: 900 } as const;

/** Width of the toast column on a phone (the mobile breakpoint, see lib/media.ts). */
export const MOBILE_TOAST_WIDTH = '100%';

export const SUCCESS_TITLE = 'Success';
export const COPIED_MESSAGE = 'Copied';

export type AlertType = 'success' | 'warning' | 'error' | 'info';

export const ALERT_COLORS: Readonly<Record<AlertType, string>> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

/** Second notification system for link toasts: its own container can be 900 px wide. */
export const linkToastStore = createNotificationsStore();

export interface NotifyOptions {
  type?: AlertType;
  title?: ReactNode;
  /** Milliseconds, or false to keep it until closed; defaults to 3000. */
  autoClose?: number | false;
  /** While a toast with this id is shown, another one with it is dropped (one 401 message for several failed calls). */
  id?: string;
}

/** Shows a toast (info by default) that also closes when clicked. Returns its id. */
export function notify(message: ReactNode, { type = 'info', title, autoClose, id = randomId() }: NotifyOptions = {}): string {
  const data: NotificationData = {
    id,
    message,
    title,
    color: ALERT_COLORS[type],
    autoClose: autoClose ?? TOAST_DEFAULTS.autoClose,
    'data-alert-type': type,
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
  };
  return notifications.show(data);
}

notify.success = (message: ReactNode, title: ReactNode = SUCCESS_TITLE) => notify(message, { type: 'success', title });
notify.warning = (message: ReactNode, options: Omit<NotifyOptions, 'type'> = {}) => notify(message, { ...options, type: 'warning' });
notify.error = (message: ReactNode, options: Omit<NotifyOptions, 'type'> = {}) => notify(message, { ...options, type: 'error' });
notify.info = (message: ReactNode, options: Omit<NotifyOptions, 'type'> = {}) => notify(message, { ...options, type: 'info' });
/** After copying to the clipboard. */
notify.copied = () => notify.success(COPIED_MESSAGE);

export interface LinkToast {
  title: ReactNode;
  message: ReactNode;
  /** In-app path the link opens. */
  to: string;
  linkLabel?: string;
  /** Navigates inside the app (the toasts render outside the router). */
  onOpen: (to: string) => void;
}

/** A persistent, wide toast with a link (realtime mentions). Returns its id. */
export function notifyLink({ title, message, to, linkLabel = 'Open', onOpen }: LinkToast): string {
  const id = randomId();
  const body = (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <Anchor
        href={to}
        fw={600}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          notifications.hide(id, linkToastStore);
          onOpen(to);
        }}
      >
        {linkLabel}
      </Anchor>
    </Stack>
  );
  return notifications.show(
    { id, title, message: body, color: ALERT_COLORS.info, autoClose: LINK_TOAST.autoClose, 'data-alert-type': 'link' },
    linkToastStore,
  );
}
