import type { ReactNode } from 'react';
import { ActionIcon, Button } from '@mantine/core';

/** The × that takes one row (a diagnosis, an adjustment) out of a list. */
export function RemoveRow({ label, onRemove, mt, mb }: { label: string; onRemove: () => void; mt?: number; mb?: number }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove} mt={mt} mb={mb}>
      ×
    </ActionIcon>
  );
}

/** "Add …" under a list of rows. */
export function AddRow({ children, onAdd }: { children: ReactNode; onAdd: () => void }) {
  return (
    <Button variant="subtle" size="xs" onClick={onAdd} style={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
