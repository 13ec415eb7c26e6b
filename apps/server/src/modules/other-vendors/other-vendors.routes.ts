import { listOtherVendors as endpoint } from '@dme/contract';
import { implement } from '../../http/define';
import { listOtherVendors } from './other-vendors.service';

export const otherVendorsRoutes = [implement(endpoint, async ({ app, actor, query }) => listOtherVendors(app.db, actor, query))];
