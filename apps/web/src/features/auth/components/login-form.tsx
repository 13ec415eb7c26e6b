import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { login, type CurrentUser } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { useLogin, UserAfterLoginError, type LoginCredentials } from '../api/login';

type Field = keyof LoginCredentials;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['login', 'password'];

export interface LoginFormProps {
  /** Called once the token is stored and the user is known; the page decides where to go. */
  onSignedIn: (user: CurrentUser) => void;
}

/** Client check with the contract's own schema, so both sides reject the same input with the same words. */
function validate(values: LoginCredentials): FieldErrors {
  const parsed = login.body.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'login' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Splits a failed sign-in into messages under the fields it names and one message for the form. */
function describeFailure(error: unknown): { fields: FieldErrors; form: string | null } {
  if (error instanceof UserAfterLoginError) return { fields: {}, form: error.message };
  const { status, errors, message } = readServerError(error);
  if (status === 429) return { fields: {}, form: message ?? formErrorText(error) };
  if (!errors) return { fields: {}, form: formErrorText(error) };
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if ((FIELDS as readonly string[]).includes(field)) fields[field as Field] = messages.join(', ');
    else rest.push(...messages);
  }
  return { fields, form: rest.length > 0 ? rest.join(', ') : null };
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [values, setValues] = useState<LoginCredentials>({ login: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = useLogin();

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid = validate(values);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      onSignedIn(await signIn.mutateAsync(values));
    } catch (error) {
      const failure = describeFailure(error);
      setFieldErrors(failure.fields);
      setFormError(failure.form);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title="Sign in failed">
            {formError}
          </Alert>
        )}
        <TextInput
          label="Login"
          name="login"
          autoComplete="username"
          autoFocus
          required
          value={values.login}
          onChange={change('login')}
          error={fieldErrors.login}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={fieldErrors.password}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
