import { Badge } from '@mantine/core';
import { MOVEMENT_KIND_LABELS, SERIAL_STATE_LABELS, type SerialNumber, type StockMovement } from '@dme/contract';

// A badge in a narrow table column would otherwise shrink to an ellipsis.
const NO_SHRINK = { whiteSpace: 'nowrap', minWidth: 'max-content', overflow: 'visible' } as const;

export function BelowParBadge() {
  return (
    <Badge size="sm" variant="light" color="orange" tt="none" style={NO_SHRINK}>
      Below PAR
    </Badge>
  );
}

export function ArchivedBadge() {
  return (
    <Badge size="sm" variant="light" color="gray" tt="none" style={NO_SHRINK}>
      Archived
    </Badge>
  );
}

export function SerializedBadge() {
  return (
    <Badge size="sm" variant="light" color="indigo" tt="none" style={NO_SHRINK}>
      Serialised
    </Badge>
  );
}

const SERIAL_STATE_COLORS: Record<SerialNumber['state'], string> = {
  in_stock: 'green',
  reserved: 'yellow',
  delivered: 'blue',
  returned: 'grape',
  retired: 'gray',
};

export function SerialStateBadge({ state }: { state: SerialNumber['state'] }) {
  return (
    <Badge size="sm" variant="light" color={SERIAL_STATE_COLORS[state]} tt="none" style={NO_SHRINK}>
      {SERIAL_STATE_LABELS[state]}
    </Badge>
  );
}

const KIND_COLORS: Record<StockMovement['kind'], string> = {
  receipt: 'green',
  move: 'blue',
  issue: 'indigo',
  adjustment: 'orange',
  reservation: 'yellow',
  release: 'gray',
  return: 'grape',
};

export function MovementKindBadge({ kind }: { kind: StockMovement['kind'] }) {
  return (
    <Badge size="sm" variant="light" color={KIND_COLORS[kind]} tt="none" style={NO_SHRINK}>
      {MOVEMENT_KIND_LABELS[kind]}
    </Badge>
  );
}
