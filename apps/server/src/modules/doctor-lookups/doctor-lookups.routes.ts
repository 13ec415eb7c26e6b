import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { listOfficePts, listPrescriberOffices, listPrescriberPts, lookUpDoctorByNpi } from './doctor-lookups.service';

export const doctorLookupsRoutes = [
  implement(api.findDoctorByNpi, async ({ app, actor, params }) => ({ data: await lookUpDoctorByNpi(app.db, actor, params.npi) })),
  implement(api.listDoctorOffices, async ({ app, actor, params }) => ({
    data: await listPrescriberOffices(app.db, actor, params.doctorId),
  })),
  implement(api.listDoctorPtStaff, async ({ app, actor, params }) => ({ data: await listPrescriberPts(app.db, actor, params.doctorId) })),
  implement(api.listLocationPtStaff, async ({ app, actor, params }) => ({ data: await listOfficePts(app.db, actor, params.locationId) })),
];
