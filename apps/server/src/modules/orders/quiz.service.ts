import { and, eq, inArray } from 'drizzle-orm';
import {
  openQuestions,
  quizFor,
  RECOMMENDED_WITH,
  type ItemQuiz,
  type OrderItem,
  type ProceedResult,
  type RecommendedItem,
} from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import { equipmentItems } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findItemsByIds } from '../catalog/equipment.queries';
import { findItemRow, findItems, findOrderableItems, setItemsConfirmed, updateItem, type ItemView } from './items.queries';
import { assertEditable, lockOrder, reachableOrder, requireOrderPermission } from './order-access';
import { orderScope } from './order-scope';
import { maxQuantity, presentItem } from './order-view';
import { updateOrder, type OrderRow } from './orders.queries';

/** The quiz of one order line: its type's questions with the stored answers. */
export function quizOf({ line, ...equipment }: ItemView): ItemQuiz {
  const quiz = quizFor(equipment.hcpcs);
  const answers = line.quiz_answers;
  const complete = openQuestions(equipment.hcpcs, answers).length === 0;
  return {
    common_id: line.id,
    order_id: line.order_id,
    hcpcs: equipment.hcpcs,
    name: equipment.name,
    type: quiz?.type ?? null,
    title: quiz?.title ?? null,
    questions: (quiz?.questions ?? []).map((q) => ({ ...q, answer: answers[q.key] ?? null })),
    complete,
    // An item without a quiz has nothing to pass.
    passed: quiz === null || line.quiz_passed_at !== null,
    passed_at: line.quiz_passed_at?.toISOString() ?? null,
  };
}

const lineView = async (db: Queryable, orderId: number, itemId: number): Promise<ItemView> =>
  (await findItems(db, orderId)).find((v) => v.line.id === itemId)!;

/** The line and its order, through the caller's scope (another tenant's item is "not found" like its order). */
async function lineOf(db: Queryable, actor: Actor, itemId: number, lock: boolean): Promise<{ view: ItemView; order: OrderRow }> {
  const item = await findItemRow(db, itemId);
  if (!item) throw notFound('Order item');
  const scope = orderScope(actor);
  const order = lock
    ? await lockOrder(db, scope, item.order_id, 'Order item')
    : await reachableOrder(db, scope, item.order_id, 'Order item');
  return { view: await lineView(db, order.id, itemId), order };
}

export async function getItemQuiz(db: Queryable, actor: Actor, itemId: number): Promise<ItemQuiz> {
  const { view, order } = await lineOf(db, actor, itemId, false);
  requireOrderPermission(actor, 'view', order.status);
  return quizOf(view);
}

/**
 * Merges answers into the line's (null clears one). Only the draft's answers change: what the prescriber signs
 * rests on them. Any change withdraws a passed quiz.
 */
export function mergeAnswers(view: ItemView, answers: Readonly<Record<string, boolean | null>>, field: string): Record<string, boolean> {
  const quiz = quizFor(view.hcpcs);
  if (!quiz) throw fieldError(field, `${view.hcpcs} has no medical-necessity questions.`);
  const merged: Record<string, boolean> = { ...view.line.quiz_answers };
  for (const [key, answer] of Object.entries(answers)) {
    if (!quiz.questions.some((q) => q.key === key)) throw fieldError(`${field}.${key}`, 'The question is not asked for this item.');
    if (answer === null) delete merged[key];
    else merged[key] = answer;
  }
  return merged;
}

export async function saveAnswersLocked(
  tx: Tx,
  actor: Actor | null,
  view: ItemView,
  answers: Readonly<Record<string, boolean | null>>,
  field = 'answers',
): Promise<void> {
  const merged = mergeAnswers(view, answers, field);
  const changed = JSON.stringify(merged) !== JSON.stringify(view.line.quiz_answers);
  await updateItem(tx, view.line.id, { quiz_answers: merged, ...(changed ? { quiz_passed_at: null, quiz_passed_by: null } : {}) });
  await audit(tx, actor, {
    action: 'order.items.quiz_answers',
    entity: 'order',
    entityId: view.line.order_id,
    before: { item_id: view.line.id, answers: view.line.quiz_answers },
    after: { item_id: view.line.id, answers: merged },
  });
}

export async function saveItemAnswers(db: Db, actor: Actor, itemId: number, answers: Record<string, boolean | null>): Promise<ItemQuiz> {
  return db.transaction(async (tx) => {
    const { view, order } = await lineOf(tx, actor, itemId, true);
    requireOrderPermission(actor, 'edit', order.status);
    assertEditable(orderScope(actor).side, order, 'prescription');
    await saveAnswersLocked(tx, actor, view, answers);
    return quizOf(await lineView(tx, order.id, itemId));
  });
}

export async function markQuizPassed(db: Db, actor: Actor, itemId: number): Promise<ItemQuiz> {
  return db.transaction(async (tx) => {
    const { view, order } = await lineOf(tx, actor, itemId, true);
    requireOrderPermission(actor, 'edit', order.status);
    assertEditable(orderScope(actor).side, order, 'prescription');
    if (!quizFor(view.hcpcs)) throw fieldError('commonId', `${view.hcpcs} has no medical-necessity questions.`);
    const open = openQuestions(view.hcpcs, view.line.quiz_answers);
    if (open.length) throw new AppError('validation', 'Every required question must be answered yes.', { answers: open });
    await updateItem(tx, itemId, { quiz_passed_at: new Date(), quiz_passed_by: actor.userId });
    await audit(tx, actor, { action: 'order.items.quiz_passed', entity: 'order', entityId: order.id, after: { item_id: itemId } });
    return quizOf(await lineView(tx, order.id, itemId));
  });
}

/** Another catalogue item on the same line; the answers belonged to the old item's questions, so they go. */
export async function replaceItem(db: Db, actor: Actor, itemId: number, equipmentId: number): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    const { view, order } = await lineOf(tx, actor, itemId, true);
    requireOrderPermission(actor, 'edit', order.status);
    assertEditable(orderScope(actor).side, order, 'prescription');
    const [entry] = await findOrderableItems(tx, [equipmentId]);
    if (!entry) throw fieldError('equipment_id', 'The selected item is invalid.');
    if (equipmentId === view.line.equipment_id) throw fieldError('equipment_id', 'The line already holds this item.');
    if ((await findItems(tx, order.id)).some((v) => v.line.equipment_id === equipmentId))
      throw fieldError('equipment_id', `${entry.hcpcs} is already on the order; change its quantity instead.`);
    const quantity = Math.min(view.line.quantity, maxQuantity(entry.max_units));
    await updateItem(tx, itemId, {
      equipment_id: equipmentId,
      quantity,
      quiz_answers: {},
      quiz_passed_at: null,
      quiz_passed_by: null,
      sku: null,
      serial: null,
    });
    await setItemsConfirmed(tx, order.id, false);
    await audit(tx, actor, {
      action: 'order.items.replace',
      entity: 'order',
      entityId: order.id,
      before: { item_id: itemId, equipment_id: view.line.equipment_id, quantity: view.line.quantity },
      after: { item_id: itemId, equipment_id: equipmentId, quantity },
    });
    return presentItem(await lineView(tx, order.id, itemId));
  });
}

/** The doctor is done with the cart: the order is marked confirmed; open quizzes are listed, not refused. */
export async function proceedItems(db: Db, actor: Actor, orderId: number): Promise<ProceedResult> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertEditable(scope.side, order, 'prescription');
    const views = await findItems(tx, orderId);
    if (views.length === 0) throw fieldError('items', 'The order has no items.');
    const open = views.map(quizOf).filter((q) => !q.passed);
    await updateOrder(tx, orderId, { confirmed: true });
    await audit(tx, actor, {
      action: 'order.items.proceed',
      entity: 'order',
      entityId: orderId,
      before: { confirmed: order.confirmed },
      after: { confirmed: true, open_quizzes: open.map((q) => q.common_id) },
    });
    return {
      order_id: orderId,
      ready: open.length === 0,
      items: views.map(presentItem),
      open_quizzes: open.map((q) => ({
        common_id: q.common_id,
        hcpcs: q.hcpcs,
        missing: q.questions.filter((x) => x.required && x.answer !== true).map((x) => x.text),
      })),
    };
  });
}

export async function recommendedItems(db: Queryable, actor: Actor, orderId: number): Promise<RecommendedItem[]> {
  const order = await reachableOrder(db, orderScope(actor), orderId);
  requireOrderPermission(actor, 'view', order.status);
  const onOrder = new Set((await findItems(db, orderId)).map((v) => v.hcpcs));
  const wanted = new Map<string, string>();
  for (const code of onOrder) for (const r of RECOMMENDED_WITH[code] ?? []) if (!onOrder.has(r) && !wanted.has(r)) wanted.set(r, code);
  if (wanted.size === 0) return [];
  const ids = await db
    .select({ id: equipmentItems.id })
    .from(equipmentItems)
    .where(and(inArray(equipmentItems.hcpcs, [...wanted.keys()]), eq(equipmentItems.is_active, true)));
  const rows = await findItemsByIds(
    db,
    ids.map((r) => r.id),
  );
  return rows.sort((a, b) => a.hcpcs.localeCompare(b.hcpcs)).map((row) => ({ ...row, for_hcpcs: wanted.get(row.hcpcs)! }));
}
