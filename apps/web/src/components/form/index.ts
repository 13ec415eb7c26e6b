export { errorText, fieldMessages, type FieldErrorValue } from './field-error';
export { RequiredLabel, type RequiredLabelProps } from './required-label';
export { Textarea, type TextareaProps } from './textarea';
export { Select, type SelectProps, type OptionId } from './select';
export type { MenuOption } from './menu-option';
export { FormErrorText, type FormErrorTextProps } from './form-error-text';
export { useSuccessFlag } from './use-success-flag';
