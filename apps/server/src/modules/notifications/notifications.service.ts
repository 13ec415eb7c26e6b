import { PUSHER_TEST_EVENT, isInAppPath, type SystemNotification } from '@dme/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { pageMeta, windowOf } from '../../lib/paging';
import { findNotifications, insertNotification, type NotificationRow } from './notifications.queries';

const present = (n: NotificationRow): SystemNotification => ({
  id: n.id,
  level: n.level,
  title: n.title,
  message: n.message,
  link: n.link,
  read: n.read_at !== null,
  read_at: n.read_at ? n.read_at.toISOString() : null,
  created_at: n.created_at.toISOString(),
});

export async function listNotifications(db: Queryable, actor: Actor, query: { page: number; rowsPerPage: number; unread?: boolean }) {
  const { rows, total, unread } = await findNotifications(db, actor.userId, { unreadOnly: query.unread === true, ...windowOf(query) });
  return { data: rows.map(present), meta: pageMeta(total, query), unread };
}

export interface NewNotification {
  title: string;
  message?: string;
  level?: NotificationRow['level'];
  /** An in-app path; anything else is dropped rather than shown as a link. */
  link?: string | null;
}

/**
 * Adds a notification for one user, for other modules to call inside their transaction. The caller audits
 * the write that caused it; a notice is a consequence, not a write of its own.
 */
export async function notifyUser(db: Queryable, userId: number, n: NewNotification): Promise<number> {
  return insertNotification(db, {
    user_id: userId,
    title: n.title,
    message: n.message ?? '',
    level: n.level ?? 'info',
    link: n.link && isInAppPath(n.link) ? n.link : null,
  });
}

/** Sends the realtime test event on the caller's own private channel (`private-user.{id}`). */
export async function sendPusherTest(app: AppContext, actor: Actor): Promise<void> {
  await app.realtime.broadcast(`private-user.${actor.userId}`, PUSHER_TEST_EVENT, {
    time: new Date().toISOString(),
    user_id: actor.userId,
  });
}
