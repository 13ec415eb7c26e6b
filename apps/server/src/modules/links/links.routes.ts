import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { resolveShortLink } from './links.service';

export const linksRoutes = [
  implement(api.resolveShortLink, async ({ app, params, reply }) => {
    const redirect_to = await resolveShortLink(app.db, params.hash);
    reply.header('cache-control', 'no-store');
    return { data: { redirect_to } };
  }),
];
