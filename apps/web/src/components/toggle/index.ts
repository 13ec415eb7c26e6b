export { BooleanToggle, type BooleanToggleProps } from './boolean-toggle';
export { Switch, type SwitchProps } from './switch';
