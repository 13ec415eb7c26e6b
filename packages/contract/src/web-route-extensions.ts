import type { WebRouteDeclaration } from './web-route-types';

/**
 * Screens the product declares beyond the spec's catalogue (`routes.json`), each for a need the spec leaves without
 * a screen, with its reason; the catalogue test allows exactly these (like SPEC_EXTENSIONS for calls).
 */
export const WEB_ROUTE_EXTENSIONS: Readonly<Record<string, string>> = {
  'sign.hipaa': "The HIPAA consent link that doctor/patients/hipaa/{id}/send-link mails opens this page: the patient reads and signs the consent without signing in (issue 12 item 7).",
  'refill.confirm': 'The refill short link mailed to a patient opens this page: the patient confirms or declines the refill without signing in (issue 13 item 7).',
};

export const webRouteExtensions = [
  {
    name: 'sign.hipaa',
    path: '/sign/hipaa/{hash}',
    role: 'public',
    layout: 'simple',
    guards: [],
    title: 'Sign · HIPAA consent',
  },
  {
    name: 'refill.confirm',
    path: '/refill/{hash}',
    role: 'public',
    layout: 'simple',
    guards: [],
    title: 'Confirm your refill',
  },
] as const satisfies readonly WebRouteDeclaration[];
