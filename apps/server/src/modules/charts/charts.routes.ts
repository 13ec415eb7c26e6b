import { publicCharts as p, vendorCharts as v } from '@dme/contract';
import { implement } from '../../http/define';
import { storageFor } from '../../integrations/storage';
import { publicChart, signChartThroughLink } from './measurement-sign.service';
import { chartLink, chartPdf, itemCharts, listCharts, saveMeasurement, sendChart, signInPerson } from './measurement.service';
import { answerSurvey, listSurveys, publicSurvey, showSurvey } from './satisfaction.service';

export const chartsRoutes = [
  implement(v.satisfactionList, async ({ app, actor, query }) => listSurveys(app.db, actor, query)),
  implement(v.satisfactionShow, async ({ app, actor, params }) => ({ data: await showSurvey(app.db, app.config, actor, params.id) })),
  implement(v.measurementList, async ({ app, actor, query }) => listCharts(app.db, actor, query)),
  implement(v.itemCharts, async ({ app, actor, params }) => ({ data: await itemCharts(app.db, actor, params.commonId) })),
  implement(v.saveMeasurement, async ({ app, actor, params, body }) => ({ data: await saveMeasurement(app.db, actor, params.commonId, body) })),
  implement(v.chartLink, async ({ app, actor, params }) => ({ data: await chartLink(app.db, app.config, actor, params.commonId) })),
  implement(v.send, async ({ app, actor, params, body }) => ({ data: await sendChart(app.db, app.config, actor, params.commonId, body.email) })),
  implement(v.sign, async ({ app, actor, params, body }) => ({ data: await signInPerson(app.db, storageFor(app.config), actor, params.commonId, body) })),
  implement(v.pdf, async ({ app, actor, params, reply }) => {
    const { stream, filename } = await chartPdf(app.db, storageFor(app.config), actor, params.commonId);
    return reply.header('cache-control', 'no-store').header('content-disposition', `inline; filename="${filename}"`).type('application/pdf').send(stream);
  }),
  implement(p.satisfaction, async ({ app, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await publicSurvey(app.db, params.hash) };
  }),
  implement(p.answerSatisfaction, async ({ app, params, body }) => answerSurvey(app.db, params.hash, body)),
  implement(p.measurement, async ({ app, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await publicChart(app.db, params.hash) };
  }),
  implement(p.signMeasurement, async ({ app, params, body }) => signChartThroughLink(app.db, storageFor(app.config), params.hash, body)),
];
