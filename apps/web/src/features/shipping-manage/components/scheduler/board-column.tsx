import type { DragEvent, ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { DRAG_TYPE } from './suborder-card';

export interface BoardColumnProps {
  /** Accessible name of the column's list. */
  label: string;
  header: ReactNode;
  /** Dropped on the column itself (not on a card): the card goes last. */
  onDropEnd: (draggedId: number) => void;
  empty: ReactNode;
  children: ReactNode[];
}

/** One column of the board: a header and a drop zone holding the cards in order. */
export function BoardColumn({ label, header, onDropEnd, empty, children }: BoardColumnProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      w={260}
      miw={260}
      bg="gray.0"
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (dragged) onDropEnd(dragged);
      }}
      style={{ alignSelf: 'stretch' }}
    >
      {header}
      <Stack component="ul" aria-label={label} gap={6} m={0} p={0} mt="xs" mih={80}>
        {children.length > 0 ? children : <li style={{ listStyle: 'none' }}>{empty}</li>}
      </Stack>
    </Paper>
  );
}
