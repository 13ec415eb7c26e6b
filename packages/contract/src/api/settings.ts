import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, messageResponse, pageOf } from './common';
import { requiredText } from './company';
import { tag } from './reference';

// --- settings (issue 12): the company's tags and message texts ------------------------------------------------
// Settings screens are for suppliers without a staff role (the owner); reading tags is open to the company's staff,
// who put them on orders and patients. Editing texts is the spec's `manage catalog texts` key.

const ownerOnly = { roles: ['supplier'], nonStaffOnly: true } as const;

export const tagColor = z
  .string({ error: 'The colour is required.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be a hex colour such as #1e88e5.')
  .transform((v) => v.toLowerCase());

export const tagBody = z.object({ name: requiredText('name', 50), color: tagColor });
export type TagBody = z.infer<typeof tagBody>;

export const settingsTag = tag.extend({
  /** How many orders and patients carry it (shown before deleting it). */
  orders_count: z.number(),
  patients_count: z.number(),
  created_at: z.string(),
});
export type SettingsTag = z.infer<typeof settingsTag>;

const tagParams = z.object({ tagId: idParam });

export const listSettingsTags = endpoint({
  method: 'GET',
  path: '/api/vendor/system/tags',
  access: { roles: ['supplier'] },
  summary: "The company's tags with how many orders and patients carry each, by name.",
  query: listQuery,
  response: pageOf(settingsTag),
});

export const createTag = endpoint({
  method: 'POST',
  path: '/api/vendor/system/tags',
  access: ownerOnly,
  summary: 'Creates a tag (names are unique per company, whatever their case).',
  body: tagBody,
  response: dataOf(settingsTag),
});

export const updateTag = endpoint({
  method: 'PUT',
  path: '/api/vendor/system/tags/{tagId}',
  access: ownerOnly,
  summary: "Renames or recolours a tag; the orders and patients carrying it keep it.",
  params: tagParams,
  body: tagBody,
  response: dataOf(settingsTag),
});

export const deleteTag = endpoint({
  method: 'DELETE',
  path: '/api/vendor/system/tags/{tagId}',
  access: ownerOnly,
  summary: 'Deletes a tag and takes it off every order and patient.',
  params: tagParams,
  response: messageResponse,
});

export const tagIdsBody = z.object({
  tag_ids: z.array(idParam).max(20, 'At most 20 tags.').transform((ids) => [...new Set(ids)]),
});
export type TagIdsBody = z.infer<typeof tagIdsBody>;
const tagList = dataOf(z.array(tag));

export const getOrderTags = endpoint({
  method: 'GET',
  path: '/api/vendor/orders/{orderId}/tags',
  access: { roles: ['supplier'] },
  summary: "The company's tags on an order.",
  params: z.object({ orderId: idParam }),
  response: tagList,
});

export const setOrderTags = endpoint({
  method: 'PUT',
  path: '/api/vendor/orders/{orderId}/tags',
  access: { roles: ['supplier'] },
  summary: "Replaces the company's tags on an order (staff need edit rights on the order's status).",
  params: z.object({ orderId: idParam }),
  body: tagIdsBody,
  response: tagList,
});

export const getPatientTags = endpoint({
  method: 'GET',
  path: '/api/vendor/patients/{patientId}/tags',
  access: { roles: ['supplier'] },
  summary: "The company's tags on a patient.",
  params: z.object({ patientId: idParam }),
  response: tagList,
});

export const setPatientTags = endpoint({
  method: 'PUT',
  path: '/api/vendor/patients/{patientId}/tags',
  access: { roles: ['supplier'] },
  summary: "Replaces the company's tags on a patient.",
  params: z.object({ patientId: idParam }),
  body: tagIdsBody,
  response: tagList,
});

// --- message texts ---------------------------------------------------------------------------------------------

export const messageText = z.object({
  /** Stable id of the text in the product's catalogue. */
  id: z.number(),
  key: z.string(),
  name: z.string(),
  channel: z.enum(['mail', 'sms']),
  /** Who receives it, for the editor's hint (e.g. "the patient"). */
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The placeholders this text may use, with what each becomes. */
  placeholders: z.array(z.object({ name: z.string(), description: z.string() })),
  /** Placeholders the text must keep (the link a mail exists to carry). */
  required: z.array(z.string()),
  default_subject: z.string(),
  default_body: z.string(),
  /** False while the product's default is used. */
  is_custom: z.boolean(),
  updated_at: z.string().nullable(),
});
export type MessageText = z.infer<typeof messageText>;

export const messageTextBody = z.object({
  subject: requiredText('subject', 200),
  body: requiredText('body', 4000),
});
export type MessageTextBody = z.infer<typeof messageTextBody>;

const textParams = z.object({ textId: idParam });

export const listMessageTexts = endpoint({
  method: 'GET',
  path: '/api/vendor/system/texts',
  access: { roles: ['supplier'] },
  summary: 'The mail and SMS texts the product sends for the company: its own where it changed them, else the defaults.',
  response: dataOf(z.array(messageText)),
});

export const updateMessageText = endpoint({
  method: 'PUT',
  path: '/api/vendor/system/texts/{textId}',
  access: { roles: ['supplier'], permission: 'manage catalog texts' },
  summary: "Saves the company's version of a text; an unknown or missing placeholder is a 422 naming it.",
  params: textParams,
  body: messageTextBody,
  response: dataOf(messageText),
});

export const previewMessageTextBody = messageTextBody.extend({
  /** The order to fill the placeholders from; the company's newest order when absent. */
  order_id: idParam.optional(),
});

export const messageTextPreview = z.object({
  subject: z.string(),
  body: z.string(),
  /** The record the values came from (null when the company has no order yet: sample values). */
  record: z.object({ kind: z.literal('order'), id: z.number(), label: z.string() }).nullable(),
});
export type MessageTextPreview = z.infer<typeof messageTextPreview>;

export const previewMessageText = endpoint({
  method: 'POST',
  path: '/api/vendor/system/texts/{textId}/preview',
  access: { roles: ['supplier'], permission: 'manage catalog texts' },
  summary: 'Renders an edited (unsaved) text with the values of a real order of the company; nothing is sent.',
  params: textParams,
  body: previewMessageTextBody,
  response: dataOf(messageTextPreview),
});

export const settingsEndpoints = [
  listSettingsTags,
  createTag,
  updateTag,
  deleteTag,
  getOrderTags,
  setOrderTags,
  getPatientTags,
  setPatientTags,
  listMessageTexts,
  updateMessageText,
  previewMessageText,
] as const;
