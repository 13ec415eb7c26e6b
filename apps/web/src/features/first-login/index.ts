// Public surface of the first-login feature: a staff member's first sign-in from their invitation link.
export { useSetFirstPassword, useStartFirstLogin } from './api/first-login';
export { FIRST_LOGIN_TEXTS, FirstLoginFlow, type FirstLoginFlowProps } from './components/first-login-flow';
