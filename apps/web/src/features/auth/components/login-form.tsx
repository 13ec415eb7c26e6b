import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { LOGIN_RULES, type CurrentUser } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { UserAfterLoginError, type LoginCredentials } from '../api/sign-in';

type Field = keyof LoginCredentials;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['login', 'password'];

export interface LoginFormProps {
  /** Signs in (token stored, user fetched): the app's version fills its query cache, the standalone page's does not. */
  signIn: (credentials: LoginCredentials) => Promise<CurrentUser>;
  /** Called once the token is stored and the user is known; the page decides where to go. */
  onSignedIn: (user: CurrentUser) => void;
}

/**
 * The client check of the contract's `loginBody`, with its words (LOGIN_RULES): written out rather than run through
 * zod, whose runtime would be a fifth of the sign-in page's JavaScript (its budget: scripts/bundle-budget.mjs).
 * The server still validates with the schema itself.
 */
function validate(values: LoginCredentials): FieldErrors {
  const errors: FieldErrors = {};
  const tooLong = `The field may not be greater than ${LOGIN_RULES.maxLength} characters.`;
  if (!values.login.trim()) errors.login = LOGIN_RULES.loginRequired;
  else if (values.login.trim().length > LOGIN_RULES.maxLength) errors.login = tooLong;
  if (!values.password) errors.password = LOGIN_RULES.passwordRequired;
  else if (values.password.length > LOGIN_RULES.maxLength) errors.password = tooLong;
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

export function LoginForm({ signIn, onSignedIn }: LoginFormProps) {
  const [values, setValues] = useState<LoginCredentials>({ login: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
    setPending(true);
    try {
      const user = await signIn(values);
      setPending(false);
      onSignedIn(user);
    } catch (error) {
      const failure = describeFailure(error);
      setPending(false);
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
        <Button type="submit" fullWidth size="md" mt="xs" loading={pending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
