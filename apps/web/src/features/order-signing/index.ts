// Public surface of the order signing feature: the prescriber's Sign panel and the public signing page.
export { signingKeys } from './api/keys';
export { OrderSignPanel, SIGNING_NOTE, type OrderSignPanelProps } from './components/order-sign-panel';
export { PublicSignPage } from './components/public-sign-page';
export { PUBLIC_SIGN_TEXTS } from './components/public-sign-states';
export { SIGNATURE_STEP_TEXTS } from './components/signature-step';
