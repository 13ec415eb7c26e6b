import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

/** localStorage keys, as the spec names them ("Stored in the browser"). */
export const TOKEN_KEY = 'token';
export const TEMP_TOKEN_KEY = 'temp_token';
export const STAFF_ID_KEY = 'staff_id';
/** JSON `{ id, expiresAt }`: the location chosen for today (foundation §4 Session). */
export const LOCATION_KEY = 'location_id';
export const SHORT_HASH_KEY = 's-hash';
export const SIDEBAR_KEY = 'sidebar';

export interface SessionState {
  /** Main token from a password login. */
  readonly token: string | null;
  /** Narrow, short-lived token of the NPI login and the doctor invitation. */
  readonly tempToken: string | null;
  /** Staff member the requests act for (X-Staff-Id); the staff user's own id unless acting for a colleague. */
  readonly staffId: number | null;
  /** Location chosen for today and when that choice lapses (ms since epoch, the next local day start). */
  readonly location: { readonly id: number; readonly expiresAt: number } | null;
  /** Hash of a short link opened before signing in, resumed afterwards. */
  readonly shortHash: string | null;
  /** Desktop sidebar collapsed to icons. A preference: it survives logout. */
  readonly sidebarCollapsed: boolean;
}

/** Start of the next local calendar day after `now` (midnight, local time zone; DST-safe via the Date fields). */
export function nextLocalDayStart(now: number = Date.now()): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 0, 0, 0, 0).getTime();
}

function readId(key: string): number | null {
  const n = Number(readStored(key));
  return Number.isInteger(n) && n > 0 ? n : null;
}

function readLocation(): SessionState['location'] {
  try {
    const parsed: unknown = JSON.parse(readStored(LOCATION_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, expiresAt } = parsed as { id?: unknown; expiresAt?: unknown };
    // A choice made on an earlier day is gone once the page loads.
    return typeof id === 'number' && typeof expiresAt === 'number' && Date.now() < expiresAt ? { id, expiresAt } : null;
  } catch {
    return null;
  }
}

function readState(): SessionState {
  return {
    token: readStored(TOKEN_KEY),
    tempToken: readStored(TEMP_TOKEN_KEY),
    staffId: readId(STAFF_ID_KEY),
    location: readLocation(),
    shortHash: readStored(SHORT_HASH_KEY),
    sidebarCollapsed: readStored(SIDEBAR_KEY) === 'collapsed',
  };
}

function writeState(next: SessionState): void {
  writeStored(TOKEN_KEY, next.token);
  writeStored(TEMP_TOKEN_KEY, next.tempToken);
  writeStored(STAFF_ID_KEY, next.staffId === null ? null : String(next.staffId));
  writeStored(LOCATION_KEY, next.location === null ? null : JSON.stringify(next.location));
  writeStored(SHORT_HASH_KEY, next.shortHash);
  writeStored(SIDEBAR_KEY, next.sidebarCollapsed ? 'collapsed' : 'expanded');
}

const sameState = (a: SessionState, b: SessionState) =>
  a.token === b.token &&
  a.tempToken === b.tempToken &&
  a.staffId === b.staffId &&
  a.location?.id === b.location?.id &&
  a.location?.expiresAt === b.location?.expiresAt &&
  a.shortHash === b.shortHash &&
  a.sidebarCollapsed === b.sidebarCollapsed;

type Listener = () => void;

/** What `adoptUser` needs of the signed-in user. */
export interface SessionUser {
  id: number;
  is_staff: boolean;
  locations: readonly { id: number }[];
}

function createSessionStore() {
  let state = readState();
  const listeners = new Set<Listener>();

  const publish = (next: SessionState) => {
    if (sameState(next, state)) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  const set = (patch: Partial<SessionState>) => {
    const next = { ...state, ...patch };
    writeState(next);
    publish(next);
  };

  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setToken(token: string | null): void {
      set({ token });
    },
    setTempToken(tempToken: string | null): void {
      set({ tempToken });
    },
    setStaffId(staffId: number | null): void {
      set({ staffId });
    },
    /** Chooses today's location; the choice lapses at the next local day start. */
    setLocation(id: number | null, now: number = Date.now()): void {
      set({ location: id === null ? null : { id, expiresAt: nextLocalDayStart(now) } });
    },
    /** The location chosen for today, or null (none chosen, or chosen on an earlier day: then it is dropped). */
    locationId(now: number = Date.now()): number | null {
      const { location } = state;
      if (location === null) return null;
      if (now >= location.expiresAt) {
        set({ location: null });
        return null;
      }
      return location.id;
    },
    setShortHash(shortHash: string | null): void {
      set({ shortHash });
    },
    setSidebarCollapsed(sidebarCollapsed: boolean): void {
      set({ sidebarCollapsed });
    },
    /**
     * Aligns the stored choices with the user the server answered: staff act as themselves unless a colleague
     * was chosen; a stored location the user may no longer use is dropped.
     */
    adoptUser(user: SessionUser): void {
      const patch: { -readonly [K in keyof SessionState]?: SessionState[K] } = {};
      if (!user.is_staff) patch.staffId = null;
      else if (state.staffId === null) patch.staffId = user.id;
      if (state.location !== null && !user.locations.some((l) => l.id === state.location?.id)) patch.location = null;
      if (Object.keys(patch).length > 0) set(patch);
    },
    /** Signs out locally: tokens and per-user choices go; the sidebar preference stays. Subscribers reset the other stores. */
    clear(): void {
      set({ token: null, tempToken: null, staffId: null, location: null, shortHash: null });
    },
    /** The token every request carries: the main token, else the temporary one. */
    bearer(): string | null {
      return state.token ?? state.tempToken;
    },
    /** Re-reads localStorage, e.g. after another tab signed in or out. */
    reload(): void {
      publish(readState());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session: SessionStore = createSessionStore();

const WATCHED_KEYS = new Set([TOKEN_KEY, TEMP_TOKEN_KEY, STAFF_ID_KEY, LOCATION_KEY, SHORT_HASH_KEY]);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || WATCHED_KEYS.has(event.key)) session.reload();
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
