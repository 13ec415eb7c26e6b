import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { listPayers, listTags, lookUpCities, searchDiagnoses } from './reference.service';

export const referenceRoutes = [
  implement(api.findDiagnoses, ({ app, query }) => searchDiagnoses(app.db, query)),
  implement(api.findInsurances, ({ app, query }) => listPayers(app.db, query)),
  implement(api.findTags, ({ app, actor, query }) => listTags(app.db, actor, query)),
  implement(api.findCities, ({ app, query }) => lookUpCities(app.db, query)),
];
