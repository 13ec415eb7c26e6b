import * as api from '@dme/contract';
import { implement } from '../../http/define';
import {
  createDistributorProduct,
  deleteDistributorProduct,
  editDistributorProduct,
  listDistributorProducts,
} from './distributor-products.service';
import { createDistributor, deleteDistributor, editDistributor, getDistributor, listDistributors } from './distributors.service';

export const distributorsRoutes = [
  implement(api.listDistributors, ({ app, actor, query }) => listDistributors(app.db, actor, query)),
  implement(api.getDistributor, async ({ app, actor, params }) => ({ data: await getDistributor(app.db, actor, params.distributorId) })),
  implement(api.createDistributor, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createDistributor(app.db, actor, body) };
  }),
  implement(api.updateDistributor, async ({ app, actor, params, body }) => ({
    data: await editDistributor(app.db, actor, params.distributorId, body),
  })),
  implement(api.deleteDistributor, async ({ app, actor, params }) => {
    await deleteDistributor(app.db, actor, params.distributorId);
  }),
  implement(api.listDistributorProducts, ({ app, actor, params, query }) =>
    listDistributorProducts(app.db, actor, params.distributorId, query),
  ),
  implement(api.createDistributorProduct, async ({ app, actor, params, body, reply }) => {
    reply.code(201);
    return { data: await createDistributorProduct(app.db, actor, params.distributorId, body) };
  }),
  implement(api.updateDistributorProduct, async ({ app, actor, params, body }) => ({
    data: await editDistributorProduct(app.db, actor, params.distributorId, params.productId, body),
  })),
  implement(api.deleteDistributorProduct, async ({ app, actor, params }) => {
    await deleteDistributorProduct(app.db, actor, params.distributorId, params.productId);
  }),
];
