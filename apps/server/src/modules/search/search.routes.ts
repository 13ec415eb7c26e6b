import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { searchForDoctor, searchForSupplier } from './search.service';

export const searchRoutes = [
  implement(api.doctorSearch, ({ app, actor, query }) => searchForDoctor(app.db, actor, query.search)),
  implement(api.vendorSearch, ({ app, actor, query }) => searchForSupplier(app.db, actor, query.search)),
];
