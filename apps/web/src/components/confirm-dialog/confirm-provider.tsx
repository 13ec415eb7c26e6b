import { createContext, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import { lazyComponent } from '../../lib/lazy-component';

// Loaded on the first confirmation: the modal (focus trap, scroll area, transitions) is not part of the first load.
const { Component: ConfirmDialog } = lazyComponent(() => import('./confirm-dialog'), 'ConfirmDialog');

export interface ConfirmOptions<I = unknown, A = unknown> extends Pick<
  ConfirmDialogProps,
  'title' | 'text' | 'confirmLabel' | 'cancelLabel' | 'color'
> {
  item_data?: I;
  additional_data?: A;
}

/** What a confirmed dialog passes back: the data it was opened with. */
export interface ConfirmResult<I = unknown, A = unknown> {
  item_data: I;
  additional_data: A | undefined;
}

export type Confirm = <I = unknown, A = unknown>(options?: ConfirmOptions<I, A>) => Promise<ConfirmResult<I, A> | null>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirm dialog of the app; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const resolver = useRef<((result: ConfirmResult | null) => void) | null>(null);

  const settle = (result: ConfirmResult | null) => {
    resolver.current?.(result);
    resolver.current = null;
    setOpened(false);
  };

  const confirm = useCallback<Confirm>((next = {}) => {
    // A second request replaces the first, which counts as cancelled.
    resolver.current?.(null);
    setOptions(next as ConfirmOptions);
    setOpened(true);
    return new Promise((resolve) => {
      resolver.current = resolve as (result: ConfirmResult | null) => void;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...options}
            opened={opened}
            onConfirm={() => settle({ item_data: options.item_data, additional_data: options.additional_data })}
            onCancel={() => settle(null)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * `const confirm = useConfirm(); const result = await confirm({ item_data: order })` — resolves with
 * `{ item_data, additional_data }` on 'Yes' and with null on 'Cancel', Escape or a click outside.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
