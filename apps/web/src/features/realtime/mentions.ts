import { href } from '@dme/contract';
import { notifyLink } from '../../lib/notify';

/** The event doctors receive on `private-user.{id}` when a note mentions them. */
export const NOTE_MENTION_EVENT = 'note-mention';
export const userChannel = (userId: number) => `private-user.${userId}`;

export interface NoteMention {
  order_id: number;
  note_id: number;
  author: string;
  excerpt: string;
}

export function isNoteMention(data: unknown): data is NoteMention {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.order_id === 'number' && typeof d.author === 'string' && typeof d.excerpt === 'string';
}

/** A persistent link toast to the order (`doctor.order.edit`). */
export function showNoteMention(data: unknown, open: (to: string) => void): string | null {
  if (!isNoteMention(data)) return null;
  return notifyLink({
    title: `${data.author} mentioned you in a note`,
    message: data.excerpt,
    to: href('doctor.order.edit', { orderId: data.order_id }),
    linkLabel: `Open order #${data.order_id}`,
    onOpen: open,
  });
}
