import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { listCommunicationLogs, recordZoomCall } from './communication.service';

export const communicationRoutes = [
  implement(api.reportZoomCall, async ({ app, actor, body }) => ({ data: await recordZoomCall(app.db, actor, body) })),
  implement(api.listCommunicationLogs, ({ app, actor, query }) => listCommunicationLogs(app.db, actor, query)),
];
