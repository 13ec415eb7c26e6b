import { useEffect, useRef, useState } from 'react';
import { locate, type Fix } from '../lib/geolocation';

export type FixState = { status: 'locating'; fix: null } | { status: 'found'; fix: Fix } | { status: 'unavailable'; fix: null };

/**
 * The phone's position, asked for as the stop opens so it is there when the driver presses the button; `current()`
 * waits for that same request (bounded by its timeout) instead of starting another.
 */
export function useFix() {
  const [state, setState] = useState<FixState>({ status: 'locating', fix: null });
  const request = useRef<Promise<Fix | null> | null>(null);
  useEffect(() => {
    let live = true;
    const pending = locate();
    request.current = pending;
    void pending.then((fix) => live && setState(fix ? { status: 'found', fix } : { status: 'unavailable', fix: null }));
    return () => {
      live = false;
    };
  }, []);
  return { ...state, current: () => (request.current ??= locate()) };
}

/** The position as `deliveredBody` fields (none when the phone could not say). */
export const fixFields = (fix: Fix | null): Record<string, string | undefined> =>
  fix ? { lat: String(fix.lat), lng: String(fix.lng), accuracy_m: String(fix.accuracy_m) } : {};

export function fixText(state: FixState): string {
  if (state.status === 'locating') return 'Finding your location…';
  if (state.status === 'found') return `Location recorded (±${state.fix.accuracy_m} m)`;
  return 'Location unavailable: the delivery is recorded without it.';
}
