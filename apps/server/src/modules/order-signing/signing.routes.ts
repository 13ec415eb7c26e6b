import { doctorSigning as d, publicSigning as p } from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { requestSignature, showSigningPage, signThroughLink } from './sign-links.service';
import { checkF2f, previewSigning, signInPortal } from './signing.service';

export const signingRoutes = [
  implement(d.preview, async ({ app, actor, params }) => ({ data: await previewSigning(app.db, actor, params.orderId) })),
  implement(d.by, async ({ app, actor, params }) => ({
    data: await requestSignature(app.db, app.config, actor, params.orderId, params.how),
  })),
  implement(d.sign, async ({ app, actor, params, body }) => ({
    data: await signInPortal(app.db, storageFor(app.config), actor, params.orderId, body),
  })),
  implement(d.checkF2f, async ({ app, actor, params }) => ({ data: await checkF2f(app.db, actor, params.orderId) })),
  implement(p.show, async ({ app, params, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await showSigningPage(app.db, params, query.token) };
  }),
  implement(p.sign, async ({ app, params, body }) => ({ data: await signThroughLink(app.db, storageFor(app.config), params, body) })),
];
