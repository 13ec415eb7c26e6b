import { Switch as MantineSwitch, type SwitchProps as MantineSwitchProps } from '@mantine/core';
import { SWITCH_LABELS } from '../defaults';

export interface SwitchProps extends Omit<MantineSwitchProps, 'checked' | 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch showing 'ON' / 'OFF' in its track (foundation §9); Space toggles it. */
export function Switch({ checked, onChange, onLabel = SWITCH_LABELS.on, offLabel = SWITCH_LABELS.off, size = 'lg', ...props }: SwitchProps) {
  return (
    <MantineSwitch
      color="green"
      size={size}
      {...props}
      onLabel={onLabel}
      offLabel={offLabel}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
