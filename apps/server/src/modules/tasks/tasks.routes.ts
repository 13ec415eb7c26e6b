import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { completeTask, createOrderTask, listOrderTasks, listTasks } from './tasks.service';

export const tasksRoutes = [
  implement(api.listTasks, ({ app, actor, query }) => listTasks(app.db, actor, 'all', query)),
  implement(api.listCurrentTasks, ({ app, actor, query }) => listTasks(app.db, actor, 'current', query)),
  implement(api.listCompletedTasks, ({ app, actor, query }) => listTasks(app.db, actor, 'completed', query)),
  implement(api.completeTask, async ({ app, actor, params }) => ({ data: await completeTask(app.db, actor, params.taskId) })),
  implement(api.listOrderTasks, async ({ app, actor, params }) => ({ data: await listOrderTasks(app.db, actor, params.orderId) })),
  implement(api.createOrderTask, async ({ app, actor, params, body }) => ({
    data: await createOrderTask(app.db, actor, params.orderId, body),
  })),
];
