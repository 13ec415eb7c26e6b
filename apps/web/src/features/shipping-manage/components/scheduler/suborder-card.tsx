import { forwardRef, type DragEvent, type KeyboardEvent } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { DRIVER_SKILL_LABELS, type DriverSkill } from '@dme/contract';
import { formatWindow } from '../../format';
import { PointStatusBadge } from '../badges';
import type { BoardCard } from './board-moves';

export const DRAG_TYPE = 'text/plain';

export interface SuborderCardProps {
  card: BoardCard;
  /** Position on the route (1-based), absent in the unassigned column. */
  seq?: number;
  /** Skills the card needs that the column's driver lacks. */
  missingSkills?: DriverSkill[];
  timeZone?: string;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  /** Dropped on this card: the dragged one goes before it. */
  onDropBefore: (draggedId: number) => void;
}

/** A suborder on the board: focusable (keyboard moves) and draggable; delivered and failed stops are fixed. */
export const SuborderCard = forwardRef<HTMLLIElement, SuborderCardProps>(function SuborderCard(
  { card, seq, missingSkills = [], timeZone, onKeyDown, onDropBefore },
  ref,
) {
  const fixed = card.status !== null && card.status !== 'pending';
  return (
    <li
      ref={ref}
      tabIndex={0}
      aria-label={`${seq ? `Stop ${seq}: ` : ''}${card.number}, ${card.patient}`}
      data-card={card.id}
      draggable={!fixed}
      onKeyDown={onKeyDown}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(card.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
        event.preventDefault();
        event.stopPropagation();
        if (dragged && dragged !== card.id) onDropBefore(dragged);
      }}
      style={{ listStyle: 'none', cursor: fixed ? 'default' : 'grab', borderRadius: 8, outlineOffset: 2 }}
    >
      <Paper withBorder radius="md" p={8} bg={fixed ? 'gray.0' : undefined}>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fz="sm" fw={600}>
            {seq ? `${seq}. ` : ''}
            {card.number}
          </Text>
          {card.status && card.status !== 'pending' ? <PointStatusBadge status={card.status} /> : <Text fz="xs">{card.items} items</Text>}
        </Group>
        <Text fz="sm" truncate>
          {card.patient}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {card.place} · {formatWindow(card.window, timeZone)}
        </Text>
        {card.skills.length > 0 && (
          <Group gap={4} mt={4}>
            {card.skills.map((s) => (
              <Badge key={s} size="xs" variant="light" color={missingSkills.includes(s) ? 'red' : 'blue'} title={DRIVER_SKILL_LABELS[s]}>
                {missingSkills.includes(s) ? `Needs ${s}` : s}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>
    </li>
  );
});
