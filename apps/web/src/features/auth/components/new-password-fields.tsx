import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

export type NewPasswordField = 'password' | 'password_confirmation';

export interface NewPasswordFieldsProps {
  /** The form's `getInputProps` (a `useAppForm` whose values hold both fields). */
  inputProps: (field: NewPasswordField) => GetInputPropsReturnType;
  labels?: { password: string; confirmation: string };
  description?: string;
}

/** The new password + confirmation pair that every password-setting form shows (reset, first login). */
export function NewPasswordFields({ inputProps, labels, description }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={labels?.password ?? 'New password'}
        name="password"
        autoComplete="new-password"
        description={description}
        autoFocus
        required
        {...inputProps('password')}
      />
      <PasswordInput
        label={labels?.confirmation ?? 'Confirm new password'}
        name="password_confirmation"
        autoComplete="new-password"
        required
        {...inputProps('password_confirmation')}
      />
    </>
  );
}
