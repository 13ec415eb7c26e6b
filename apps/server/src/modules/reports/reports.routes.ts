import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { createPayout } from './payouts.service';
import { reportPdf } from './reports-pdf.service';
import { agentReport, agentsReport, billsReport, driverReport, driversReport } from './reports.service';

export const reportsRoutes = [
  implement(api.agentsReport, ({ app, actor, query }) => agentsReport(app.db, actor, query)),
  implement(api.agentReport, ({ app, actor, params, query }) => agentReport(app.db, actor, params.id, query)),
  implement(api.driversReport, ({ app, actor, query }) => driversReport(app.db, actor, query)),
  implement(api.driverReport, ({ app, actor, params, query }) => driverReport(app.db, actor, params.id, query)),
  implement(api.billsReport, ({ app, actor, query }) => billsReport(app.db, actor, query)),
  implement(api.createPayout, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createPayout(app.db, actor, body) };
  }),
  implement(api.reportPdf, async ({ app, actor, query, reply }) => {
    const { pdf, filename } = await reportPdf(app.db, actor, query);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${filename}"`)
      .type('application/pdf')
      .send(Buffer.from(pdf));
  }),
];
