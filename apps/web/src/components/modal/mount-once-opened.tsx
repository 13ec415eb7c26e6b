import { useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog (lib/lazy-component.ts, its own Suspense boundary) from the first time it opens, and
 * keeps it mounted (so it closes with its transition). A list's "New …" form is loaded this way: the form and zod,
 * which validates it, are not part of the list's load.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  // Derived from a prop, set while rendering (React's pattern for state that follows props): no effect, no extra frame.
  if (opened && !used) setUsed(true);
  return used || opened ? children : null;
}
