import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { createLocation, editLocation, getLocation, listLocations, removeLocationContact } from './locations.service';
import { changeDoctorPassword, getDoctorProfile, saveDoctorProfile } from './profile.service';

export const doctorProfileRoutes = [
  implement(api.getDoctorProfile, async ({ app, actor }) => ({ data: await getDoctorProfile(app.db, actor) })),
  implement(api.saveDoctorProfile, async ({ app, actor, body }) => ({ data: await saveDoctorProfile(app.db, actor, body) })),
  implement(api.saveDoctorPhones, async ({ app, actor, body }) => ({
    data: await saveDoctorProfile(app.db, actor, { phones: body.phones }),
  })),
  implement(api.saveDoctorEmails, async ({ app, actor, body }) => ({
    data: await saveDoctorProfile(app.db, actor, { emails: body.emails }),
  })),
  implement(api.changeDoctorPassword, async ({ app, actor, body }) => {
    await changeDoctorPassword(app.db, actor, body);
  }),
  implement(api.listDoctorLocations, ({ app, actor, query }) => listLocations(app.db, actor, query)),
  implement(api.getDoctorLocation, async ({ app, actor, params }) => ({ data: await getLocation(app.db, actor, params.locationId) })),
  implement(api.createDoctorLocation, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createLocation(app.db, actor, body) };
  }),
  implement(api.updateDoctorLocation, async ({ app, actor, params, body }) => ({
    data: await editLocation(app.db, actor, params.locationId, body),
  })),
  implement(api.deleteDoctorLocationContact, async ({ app, actor, params }) => {
    await removeLocationContact(app.db, actor, params.id);
  }),
];
