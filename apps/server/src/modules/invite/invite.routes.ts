import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { finishInvitation, previewAgreement, signAgreement } from './invite.service';

export const inviteRoutes = [
  implement(api.inviteDoctorPreview, async ({ app, actor }) => ({ data: await previewAgreement(app.db, actor) })),
  implement(api.inviteDoctorSign, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await signAgreement(app.db, actor, body) };
  }),
  implement(api.inviteDoctorFinish, ({ app, actor }) => finishInvitation(app.db, actor)),
];
