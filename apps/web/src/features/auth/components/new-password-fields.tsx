import { PasswordInput } from '@mantine/core';

export type NewPasswordField = 'password' | 'password_confirmation';

export interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
  labels?: { password: string; confirmation: string };
  description?: string;
}

/** The new password + confirmation pair that every password-setting form shows (reset, first login). */
export function NewPasswordFields({ values, errors, onChange, labels, description }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={labels?.password ?? 'New password'}
        name="password"
        autoComplete="new-password"
        description={description}
        autoFocus
        required
        value={values.password}
        onChange={(e) => onChange('password', e.currentTarget.value)}
        error={errors.password}
      />
      <PasswordInput
        label={labels?.confirmation ?? 'Confirm new password'}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onChange={(e) => onChange('password_confirmation', e.currentTarget.value)}
        error={errors.password_confirmation}
      />
    </>
  );
}
