import type { PresenceMember } from './protocol';

/** What the registry needs of a connection: an identity and a way to push a ready-made frame. */
export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
}

interface PresenceEntry {
  info: unknown;
  /** A user may have several tabs open; the member leaves only when the last one does. */
  sockets: Set<Subscriber>;
}

export interface PresenceSnapshot {
  presence: { ids: string[]; hash: Record<string, unknown>; count: number };
}

/**
 * Who is subscribed to what on THIS instance. Presence membership is per instance as well:
 * another instance's sockets are not counted (only broadcast events cross instances).
 */
export class ChannelRegistry {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly presence = new Map<string, Map<string, PresenceEntry>>();

  /** Returns false when the subscriber was already there. */
  add(channel: string, subscriber: Subscriber): boolean {
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    if (set.has(subscriber)) return false;
    set.add(subscriber);
    return true;
  }

  remove(channel: string, subscriber: Subscriber): void {
    const set = this.subscribers.get(channel);
    if (!set) return;
    set.delete(subscriber);
    // Drop empty entries so channel names from long-gone sockets do not accumulate.
    if (set.size === 0) this.subscribers.delete(channel);
  }

  /** Returns true when this is the user's first socket on the channel, i.e. a new member. */
  joinPresence(channel: string, subscriber: Subscriber, member: PresenceMember): boolean {
    let members = this.presence.get(channel);
    if (!members) {
      members = new Map();
      this.presence.set(channel, members);
    }
    const entry = members.get(member.userId);
    if (entry) {
      entry.sockets.add(subscriber);
      entry.info = member.userInfo;
      return false;
    }
    members.set(member.userId, { info: member.userInfo, sockets: new Set([subscriber]) });
    return true;
  }

  /** Returns true when the user's last socket left, i.e. the member is gone. */
  leavePresence(channel: string, subscriber: Subscriber, userId: string): boolean {
    const members = this.presence.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry) return false;
    entry.sockets.delete(subscriber);
    if (entry.sockets.size > 0) return false;
    members.delete(userId);
    if (members.size === 0) this.presence.delete(channel);
    return true;
  }

  presenceSnapshot(channel: string): PresenceSnapshot {
    const members = this.presence.get(channel) ?? new Map<string, PresenceEntry>();
    const ids = [...members.keys()];
    // fromEntries defines own properties, so an id such as "__proto__" stays a plain key.
    const hash = Object.fromEntries([...members].map(([id, entry]) => [id, entry.info]));
    return { presence: { ids, hash, count: ids.length } };
  }

  /** Sends one pre-encoded frame to every subscriber of `channel` except `except`. */
  deliver(channel: string, frame: string, except?: Subscriber): number {
    const set = this.subscribers.get(channel);
    if (!set) return 0;
    let sent = 0;
    // Copy first: a send may fail and close the socket, which removes it from the set.
    for (const subscriber of [...set]) {
      if (subscriber === except) continue;
      subscriber.send(frame);
      sent++;
    }
    return sent;
  }

  get channelCount(): number {
    return this.subscribers.size;
  }
}
