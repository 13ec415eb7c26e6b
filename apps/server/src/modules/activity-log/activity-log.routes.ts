import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { activityOptions, exportActivity, listActivity, recordExport } from './activity-log.service';

export const activityLogRoutes = [
  implement(api.listActivityLog, ({ app, actor, query }) => listActivity(app.db, actor, query)),
  implement(api.getActivityLogOptions, async ({ app, actor }) => ({ data: await activityOptions(app.db, actor) })),
  implement(api.exportActivityLog, async ({ app, actor, query, reply }) => {
    const { csv, filename } = await exportActivity(app.db, actor, query);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  }),
  implement(api.recordTableExport, async ({ app, actor, body }) => {
    await recordExport(app.db, actor, body);
  }),
];
