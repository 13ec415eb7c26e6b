import { publicHipaa } from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { showConsent, signConsent } from './hipaa-consent.service';

export const hipaaConsentRoutes = [
  implement(publicHipaa.show, async ({ app, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await showConsent(app.db, params.hash) };
  }),
  implement(publicHipaa.sign, async ({ app, params, body }) => signConsent(app.db, storageFor(app.config), params.hash, body)),
];
