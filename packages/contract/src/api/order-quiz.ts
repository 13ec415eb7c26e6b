import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam } from './common';
import { commonParams, orderItem, orderParams } from './orders';
import { equipmentItem } from './catalog';

export * from './order-quiz-data';

/*
 * Medical-necessity quiz of the order items (commons): the questions of the item's type are data (QUIZZES), the
 * answers are stored per item, and the quiz is passed once every required question is answered yes and the doctor
 * marks it passed. The patient answers the same questions through the public quiz page the supplier sends.
 */

export const quizQuestionView = z.object({ key: z.string(), text: z.string(), required: z.boolean(), answer: z.boolean().nullable() });

export const itemQuiz = z.object({
  common_id: z.number(),
  order_id: z.number(),
  hcpcs: z.string(),
  name: z.string(),
  /** The quiz type (cpap, oxygen, wheelchair, power_mobility, hospital_bed); null when the item has no quiz. */
  type: z.string().nullable(),
  title: z.string().nullable(),
  questions: z.array(quizQuestionView),
  /** Every required question is answered yes. */
  complete: z.boolean(),
  passed: z.boolean(),
  passed_at: z.string().nullable(),
});
export type ItemQuiz = z.infer<typeof itemQuiz>;

/** Answers by question key; keys not sent keep their answer, null clears one. */
export const quizAnswersBody = z.object({
  answers: z.record(z.string().regex(/^[a-z0-9_]{1,40}$/, 'The question key is not valid.'), z.boolean().nullable(), {
    error: 'The answers field is required.',
  }),
});
export type QuizAnswersBody = z.infer<typeof quizAnswersBody>;

export const replaceItemBody = z.object({
  equipment_id: z.coerce
    .number({ error: 'The item field is required.' })
    .int('The selected item is invalid.')
    .positive('The selected item is invalid.'),
});
export type ReplaceItemBody = z.infer<typeof replaceItemBody>;

export const proceedResult = z.object({
  order_id: z.number(),
  /** Every item's quiz is passed (items without a quiz count as passed). */
  ready: z.boolean(),
  items: z.array(orderItem),
  /** Items whose quiz is still open, with what is missing. */
  open_quizzes: z.array(z.object({ common_id: z.number(), hcpcs: z.string(), missing: z.array(z.string()) })),
});
export type ProceedResult = z.infer<typeof proceedResult>;

export const recommendedItem = equipmentItem.extend({
  /** Why it is recommended: the item it goes with. */
  for_hcpcs: z.string(),
});
export type RecommendedItem = z.infer<typeof recommendedItem>;

// --- public quiz page (/signed/{userId}/order/{orderId}?token=..., userId = the patient) ----------------------

export const publicQuizParams = z.object({ userId: idParam, orderId: idParam });
const token = z.string({ error: 'The token is required.' }).regex(/^[\w-]{20,200}$/, 'The quiz link is not valid.');
export const publicQuizQuery = z.object({ token });
export const publicQuizBody = z.object({
  token,
  /** Per item (common id), answers by question key. */
  items: z
    .array(z.object({ common_id: idParam, answers: quizAnswersBody.shape.answers }), { error: 'The items field is required.' })
    .min(1, 'The items field is required.'),
});
export type PublicQuizBody = z.infer<typeof publicQuizBody>;

export const publicQuiz = z.object({
  order_id: z.number(),
  patient: z.object({ first_name: z.string() }),
  supplier: z.string(),
  link_expires_at: z.string(),
  items: z.array(itemQuiz.omit({ passed_at: true })),
});
export type PublicQuiz = z.infer<typeof publicQuiz>;

const doctor = (permission?: string) => ({ roles: ['doctor'] as const, ...(permission ? { permission } : {}) });
const C = '/api/doctor/commons/{commonId}';

export const doctorItemQuiz = {
  answers: endpoint({
    method: 'GET',
    path: `${C}/quiz/answers`,
    access: doctor('order view {status}'),
    summary: "The item's quiz questions with the answers given so far.",
    params: commonParams,
    response: dataOf(itemQuiz),
  }),
  saveAnswers: endpoint({
    method: 'POST',
    path: `${C}/quiz/answers`,
    access: doctor('order edit {status}'),
    summary: "Saves answers (yes/no) of a draft's item; any change withdraws a passed quiz. 422 for a key the item's quiz does not ask.",
    params: commonParams,
    body: quizAnswersBody,
    response: dataOf(itemQuiz),
  }),
  passed: endpoint({
    method: 'POST',
    path: `${C}/quiz/passed`,
    access: doctor('order edit {status}'),
    summary: 'Marks the quiz passed; 422 with the open questions until every required answer is yes.',
    params: commonParams,
    response: dataOf(itemQuiz),
  }),
  replaceBy: endpoint({
    method: 'POST',
    path: `${C}/replace-by`,
    access: doctor('order edit {status}'),
    summary: 'Replaces the item of a draft line by another catalogue item (quantity kept within its maximum; quiz answers cleared).',
    params: commonParams,
    body: replaceItemBody,
    response: dataOf(orderItem),
  }),
  proceed: endpoint({
    method: 'POST',
    path: '/api/doctor/orders/{orderId}/commons/proceed',
    access: doctor('order edit {status}'),
    summary: 'Confirms the cart: 422 without items; answers whether every quiz is passed and which are open.',
    params: orderParams,
    response: dataOf(proceedResult),
  }),
  recommended: endpoint({
    method: 'GET',
    path: '/api/doctor/orders/{orderId}/commons/recommended-items',
    access: doctor('order view {status}'),
    summary: "Items usually ordered with the order's items (supplies of a device) that are not on it yet.",
    params: orderParams,
    response: dataOf(z.array(recommendedItem)),
  }),
};

export const publicOrderQuiz = {
  show: endpoint({
    method: 'GET',
    path: '/api/signed/{userId}/order/{orderId}',
    access: 'public',
    summary: 'The quiz of the order for the holder of the link (`token`): unknown 404, used, replaced or expired 410.',
    params: publicQuizParams,
    query: publicQuizQuery,
    response: dataOf(publicQuiz),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/signed/{userId}/order/{orderId}',
    access: 'public',
    summary: 'Stores the answers; the link is then used up. 422 for an item not on the order or a key its quiz does not ask.',
    params: publicQuizParams,
    body: publicQuizBody,
    response: dataOf(publicQuiz),
  }),
};

export const orderQuizEndpoints = [...Object.values(doctorItemQuiz), ...Object.values(publicOrderQuiz)] as const;
