import { ActionIcon, Group, Text } from '@mantine/core';

/** Minus, the number, plus: 44 px buttons a thumb hits on a phone. */
export function Stepper({ value, onChange, min = 1, max, label, disabled = false }: { value: number; onChange: (n: number) => void; min?: number; max: number; label: string; disabled?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon size={44} variant="default" radius="md" aria-label={`Fewer: ${label}`} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <Text fz="xl" fw={700} aria-hidden>
          −
        </Text>
      </ActionIcon>
      <Text fz="lg" fw={600} miw={28} ta="center" aria-live="polite" aria-label={`${label}: ${value}`}>
        {value}
      </Text>
      <ActionIcon size={44} variant="default" radius="md" aria-label={`More: ${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Text fz="xl" fw={700} aria-hidden>
          +
        </Text>
      </ActionIcon>
    </Group>
  );
}
