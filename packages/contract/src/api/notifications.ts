import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuery, pageOf } from './common';
import { queryFlag } from './tasks';

export const systemNotification = z.object({
  id: z.number(),
  level: z.enum(['info', 'success', 'warning', 'error']),
  title: z.string(),
  message: z.string(),
  /** An in-app path to open, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type SystemNotification = z.infer<typeof systemNotification>;

export const listSystemNotifications = endpoint({
  method: 'GET',
  path: '/api/system-notifications',
  access: 'authenticated',
  summary: "The caller's notifications, newest first, with the number still unread.",
  query: listQuery.extend({ unread: queryFlag.optional() }),
  response: pageOf(systemNotification).extend({ unread: z.number() }),
});

/** The event the test call sends on the caller's own channel. */
export const PUSHER_TEST_EVENT = 'pusher-test';

export const pusherTest = endpoint({
  method: 'POST',
  path: '/api/pusher/test',
  access: 'authenticated',
  summary: `Broadcasts "${PUSHER_TEST_EVENT}" with a timestamp on private-user.{callerId}; answers 204.`,
});

export const notificationsEndpoints = [listSystemNotifications, pusherTest] as const;
