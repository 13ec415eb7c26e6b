import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { getOrderTags, getPatientTags, setOrderTags, setPatientTags } from './record-tags.service';
import { createTag, deleteTag, listSettingsTags, updateTag } from './tags.service';
import { listMessageTexts, previewMessageText, updateMessageText } from './texts.service';

export const settingsRoutes = [
  implement(api.listSettingsTags, ({ app, actor, query }) => listSettingsTags(app.db, actor, query)),
  implement(api.createTag, async ({ app, actor, body, reply }) => {
    reply.code(201);
    return { data: await createTag(app.db, actor, body) };
  }),
  implement(api.updateTag, async ({ app, actor, params, body }) => ({ data: await updateTag(app.db, actor, params.tagId, body) })),
  implement(api.deleteTag, async ({ app, actor, params }) => {
    await deleteTag(app.db, actor, params.tagId);
    return { message: 'The tag was deleted and taken off every order and patient.' };
  }),
  implement(api.getOrderTags, async ({ app, actor, params }) => ({ data: await getOrderTags(app.db, actor, params.orderId) })),
  implement(api.setOrderTags, async ({ app, actor, params, body }) => ({ data: await setOrderTags(app.db, actor, params.orderId, body.tag_ids) })),
  implement(api.getPatientTags, async ({ app, actor, params }) => ({ data: await getPatientTags(app.db, actor, params.patientId) })),
  implement(api.setPatientTags, async ({ app, actor, params, body }) => ({ data: await setPatientTags(app.db, actor, params.patientId, body.tag_ids) })),
  implement(api.listMessageTexts, async ({ app, actor }) => ({ data: await listMessageTexts(app.db, actor) })),
  implement(api.updateMessageText, async ({ app, actor, params, body }) => ({ data: await updateMessageText(app.db, actor, params.textId, body) })),
  implement(api.previewMessageText, async ({ app, actor, params, body }) => ({
    data: await previewMessageText(app.db, app.config.publicUrl, actor, params.textId, body),
  })),
];
