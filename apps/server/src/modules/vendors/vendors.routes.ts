import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { getPreferredSupplier, getVendor, listVendors, savePreferredSupplier } from './vendors.service';

export const vendorsRoutes = [
  implement(api.listDoctorVendors, ({ app, actor, query }) => listVendors(app.db, actor, query)),
  implement(api.getDoctorVendor, async ({ app, actor, params }) => ({ data: await getVendor(app.db, actor, params.vendorId) })),
  implement(api.getPreferredSupplier, async ({ app, actor, params }) => ({
    data: await getPreferredSupplier(app.db, actor, params.vendorId),
  })),
  implement(api.savePreferredSupplier, async ({ app, actor, params, body }) => ({
    data: await savePreferredSupplier(app.db, actor, params.vendorId, body),
  })),
];
