import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { LOGIN_RULES, type CurrentUser } from '@dme/contract';
import { useAppForm } from '../../../components/form/use-app-form';
import { UserAfterLoginError, type LoginCredentials } from '../api/sign-in';

type FieldErrors = Partial<Record<keyof LoginCredentials, string>>;

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

export function LoginForm({ signIn, onSignedIn }: LoginFormProps) {
  const form = useAppForm<LoginCredentials>({ initialValues: { login: '', password: '' }, validate });

  const submit = form.onSubmit(async (values) => {
    try {
      onSignedIn(await signIn(values));
    } catch (error) {
      // The token was stored but the user could not be read: the sign-in itself failed, in the api's words.
      if (error instanceof UserAfterLoginError) form.setFormError(error.message);
      else form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" title="Sign in failed">
            {form.formError}
          </Alert>
        )}
        <TextInput label="Login" name="login" autoComplete="username" autoFocus required {...form.getInputProps('login')} />
        <PasswordInput label="Password" name="password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" fullWidth size="md" mt="xs" loading={form.submitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
