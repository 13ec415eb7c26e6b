// Public surface of the auth feature: other layers import from here, never from its internals.
export { authKeys } from './api/keys';
export { currentUserQueryOptions, fetchCurrentUser, useCurrentUser, type CurrentUserState } from './api/get-user';
export { signInAndFetchUser, useAppSignIn, USER_AFTER_LOGIN_ERROR, UserAfterLoginError, type LoginCredentials } from './api/login';
export { useLogout } from './api/logout';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { SignInPanel, type SignInPanelProps } from './components/sign-in-panel';
export { SessionPanel } from './components/session-panel';
export { ResetPasswordFlow, type ResetPasswordFlowProps } from './components/reset-password-flow';
export { ResetWithLinkForm, type ResetWithLinkFormProps } from './components/reset-with-link-form';
export { NewPasswordFields, type NewPasswordField, type NewPasswordFieldsProps } from './components/new-password-fields';
