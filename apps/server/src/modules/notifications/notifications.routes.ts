import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { listNotifications, sendPusherTest } from './notifications.service';

export const notificationsRoutes = [
  implement(api.listSystemNotifications, ({ app, actor, query }) => listNotifications(app.db, actor, query)),
  implement(api.pusherTest, async ({ app, actor }) => {
    await sendPusherTest(app, actor);
  }),
];
