import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { purchaseOrderCsv, purchaseOrderPdf } from './documents.service';
import {
  createDistributionOrder,
  deleteDistributionOrder,
  editDistributionOrder,
  getDistributionOrder,
  listDistributionOrders,
} from './distribution-orders.service';
import { distributionProposal } from './proposal.service';
import { changeStatus, receiveOrder } from './workflow.service';

export const distributionOrdersRoutes = [
  implement(api.listDistributionOrders, ({ app, actor, query }) => listDistributionOrders(app.db, actor, query)),
  implement(api.distributionOrderProposal, ({ app, actor, query }) => distributionProposal(app.db, actor, query)),
  implement(api.getDistributionOrder, async ({ app, actor, params }) => ({
    data: await getDistributionOrder(app.db, actor, params.orderId),
  })),
  implement(api.createDistributionOrder, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createDistributionOrder(app.db, actor, body) };
  }),
  implement(api.updateDistributionOrder, async ({ app, actor, params, body }) => ({
    data: await editDistributionOrder(app.db, actor, params.orderId, body),
  })),
  implement(api.deleteDistributionOrder, async ({ app, actor, params }) => {
    await deleteDistributionOrder(app.db, actor, params.orderId);
  }),
  implement(api.sendDistributionOrder, async ({ app, actor, params, body }) => ({
    data: await changeStatus(app.db, actor, params.orderId, 'sent', body.note),
  })),
  implement(api.cancelDistributionOrder, async ({ app, actor, params, body }) => ({
    data: await changeStatus(app.db, actor, params.orderId, 'cancelled', body.note),
  })),
  implement(api.receiveDistributionOrder, async ({ app, actor, params, body }) => ({
    data: await receiveOrder(app.db, actor, params.orderId, body),
  })),
  implement(api.distributionOrderPdf, async ({ app, actor, params, reply }) => {
    const { pdf, filename } = await purchaseOrderPdf(app.db, actor, params.orderId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${filename}"`)
      .type('application/pdf')
      .send(Buffer.from(pdf));
  }),
  implement(api.distributionOrderCsv, async ({ app, actor, params, reply }) => {
    const { csv, filename } = await purchaseOrderCsv(app.db, actor, params.orderId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  }),
];
