import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { addVendorInsurance, changeVendorInsurance, listVendorInsurances, removeVendorInsurance } from './vendor-insurances.service';

export const vendorInsurancesRoutes = [
  implement(api.listVendorInsurances, ({ app, actor, query }) => listVendorInsurances(app.db, actor, query)),
  implement(api.createVendorInsurance, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await addVendorInsurance(app.db, actor, body) };
  }),
  implement(api.updateVendorInsurance, async ({ app, actor, params, body }) => ({
    data: await changeVendorInsurance(app.db, actor, params.insuranceId, body),
  })),
  implement(api.deleteVendorInsurance, async ({ app, actor, params }) => {
    await removeVendorInsurance(app.db, actor, params.insuranceId);
  }),
];
