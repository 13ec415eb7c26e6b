import { Button, Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { RoutePointItem } from '@dme/contract';

/** The driver's check of one serialised item: the expected unit confirmed, or the serial actually handed over. */
export interface SerialCheck {
  matches: boolean;
  /** The driver said the unit's serial differs: they type it. */
  typing: boolean;
  /** Typed when the unit on hand is another one (or none was reserved). */
  actual: string;
}

export const emptyCheck: SerialCheck = { matches: false, typing: false, actual: '' };

/** The serial the van carries for the line: the one scanned at loading, else the reserved one. */
export const expectedSerial = (item: RoutePointItem) => item.loaded_serial ?? item.serial;

/** The serial to send, or null while the item is not confirmed. */
export function confirmedSerial(item: RoutePointItem, check: SerialCheck): string | null {
  const expected = expectedSerial(item);
  if (check.matches && !check.typing && expected) return expected;
  const typed = check.actual.trim();
  return typed === '' ? null : typed;
}

export function SerialCheckRow({
  item,
  check,
  onChange,
  showError,
}: {
  item: RoutePointItem;
  check: SerialCheck;
  onChange: (check: SerialCheck) => void;
  showError: boolean;
}) {
  const expected = expectedSerial(item);
  const typing = !expected || check.typing;
  const missing = showError && confirmedSerial(item, check) === null;
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Serial of ${item.name}`} component="fieldset" style={{ margin: 0 }}>
      <Stack gap="xs">
        <Text fw={600}>
          {item.name} {item.quantity > 1 ? `× ${item.quantity}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {item.hcpcs}
          {item.sku ? ` · SKU ${item.sku}` : ''}
        </Text>
        {expected && !typing && (
          <>
            <Checkbox
              size="lg"
              label={`Serial matches: ${expected}`}
              checked={check.matches}
              onChange={(event) => onChange({ matches: event.currentTarget.checked, typing: false, actual: '' })}
              error={missing ? 'Confirm the serial or type the one on the unit.' : undefined}
            />
            <Button
              variant="subtle"
              size="sm"
              onClick={() => onChange({ matches: false, typing: true, actual: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              Different serial on the unit
            </Button>
          </>
        )}
        {typing && (
          <TextInput
            size="md"
            label={expected ? `Actual serial (expected ${expected})` : 'Serial on the unit'}
            value={check.actual}
            autoCapitalize="characters"
            autoComplete="off"
            onChange={(event) => onChange({ matches: false, typing: true, actual: event.currentTarget.value })}
            error={missing ? 'Type the serial on the unit.' : undefined}
          />
        )}
        {typing && expected && (
          <Button variant="subtle" size="sm" onClick={() => onChange(emptyCheck)} style={{ alignSelf: 'flex-start' }}>
            The serial matches after all
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
