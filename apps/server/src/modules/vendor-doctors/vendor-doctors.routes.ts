import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { addDoctorLocation, editDoctorLocation, getDoctorLocation, listDoctorLocations } from './doctor-locations.service';
import {
  addVendorDoctor,
  attachDoctorAgent,
  getVendorDoctor,
  listDoctorAgents,
  listVendorDoctors,
  updateVendorDoctor,
} from './vendor-doctors.service';

export const vendorDoctorsRoutes = [
  implement(api.listVendorDoctors, ({ app, actor, query }) => listVendorDoctors(app.db, actor, query)),
  implement(api.createVendorDoctor, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await addVendorDoctor(app.db, app.config, actor, body) };
  }),
  implement(api.getVendorDoctorProfile, async ({ app, actor, params }) => ({
    data: await getVendorDoctor(app.db, actor, params.doctorId),
  })),
  implement(api.updateVendorDoctorProfile, async ({ app, actor, params, body }) => ({
    data: await updateVendorDoctor(app.db, actor, params.doctorId, body),
  })),
  implement(api.listVendorDoctorAgents, async ({ app, actor, params }) => ({
    data: await listDoctorAgents(app.db, actor, params.doctorId),
  })),
  implement(api.attachVendorDoctorAgent, async ({ app, actor, params, body }) => ({
    data: await attachDoctorAgent(app.db, actor, params.doctorId, body.user_id),
  })),
  implement(api.listVendorDoctorLocations, ({ app, actor, params, query }) => listDoctorLocations(app.db, actor, params.doctorId, query)),
  implement(api.getVendorDoctorLocation, async ({ app, actor, params }) => ({
    data: await getDoctorLocation(app.db, actor, params.doctorId, params.locationId),
  })),
  implement(api.createVendorDoctorLocation, async ({ app, actor, params, body, reply }) => {
    reply.code(201);
    return { data: await addDoctorLocation(app.db, actor, params.doctorId, body) };
  }),
  implement(api.updateVendorDoctorLocation, async ({ app, actor, params, body }) => ({
    data: await editDoctorLocation(app.db, actor, params.doctorId, params.locationId, body),
  })),
];
