import type { CatalogPreset, CatalogPresetBody, ListQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf, type Page } from '../../lib/paging';
import { findActiveItemIds, findItemsByIds } from './equipment.queries';
import { deletePreset, findPreset, findPresetPage, insertPreset, updatePreset, type PresetRow } from './presets.queries';
import { accountOf } from './account-scope';

/** Presets with each item's code and name (null for an item that no longer exists). */
async function present(db: Queryable, rows: PresetRow[]): Promise<CatalogPreset[]> {
  const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.equipment_id)))];
  const items = new Map((await findItemsByIds(db, ids)).map((i) => [i.id, { id: i.id, hcpcs: i.hcpcs, name: i.name }]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    items: r.items.map((i) => ({ equipment_id: i.equipment_id, qty: i.qty, equipment: items.get(i.equipment_id) ?? null })),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

/** Only active catalogue items may go into a preset; the 422 names each offending line. */
async function assertItemsExist(db: Queryable, body: CatalogPresetBody): Promise<void> {
  const active = await findActiveItemIds(
    db,
    body.items.map((i) => i.equipment_id),
  );
  const errors = Object.fromEntries(
    body.items.flatMap((item, i) =>
      active.has(item.equipment_id) ? [] : [[`items.${i}.equipment_id`, ['The selected equipment is invalid.']]],
    ),
  );
  if (Object.keys(errors).length > 0) throw new AppError('validation', 'The selected equipment is invalid.', errors);
}

const snapshot = (r: PresetRow) => ({ name: r.name, items: r.items });

export async function listPresets(db: Queryable, actor: Actor, query: ListQuery): Promise<Page<CatalogPreset>> {
  const { rows, total } = await findPresetPage(db, accountOf(actor), query.search, windowOf(query));
  return { data: await present(db, rows), meta: pageMeta(total, query) };
}

export async function getPreset(db: Queryable, actor: Actor, id: number): Promise<CatalogPreset> {
  const row = await findPreset(db, accountOf(actor), id);
  if (!row) throw notFound('Preset');
  return (await present(db, [row]))[0]!;
}

export async function createPreset(db: Db, actor: Actor, body: CatalogPresetBody): Promise<CatalogPreset> {
  const accountId = accountOf(actor);
  await assertItemsExist(db, body);
  return db.transaction(async (tx) => {
    const row = await insertPreset(tx, { account_id: accountId, name: body.name, items: body.items, created_by: actor.userId });
    await audit(tx, actor, { action: 'catalog_preset.create', entity: 'catalog_preset', entityId: row.id, after: snapshot(row) });
    return (await present(tx, [row]))[0]!;
  });
}

export async function replacePreset(db: Db, actor: Actor, id: number, body: CatalogPresetBody): Promise<CatalogPreset> {
  const accountId = accountOf(actor);
  if (!(await findPreset(db, accountId, id))) throw notFound('Preset');
  await assertItemsExist(db, body);
  return db.transaction(async (tx) => {
    const before = await findPreset(tx, accountId, id, { forUpdate: true });
    if (!before) throw notFound('Preset');
    const row = await updatePreset(tx, accountId, id, { name: body.name, items: body.items });
    await audit(tx, actor, {
      action: 'catalog_preset.update',
      entity: 'catalog_preset',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return (await present(tx, [row]))[0]!;
  });
}

/** Hard delete: orders copy a preset's items when it is applied, so nothing points at the row. */
export async function removePreset(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = accountOf(actor);
  await db.transaction(async (tx) => {
    const before = await findPreset(tx, accountId, id, { forUpdate: true });
    if (!before) throw notFound('Preset');
    await deletePreset(tx, accountId, id);
    await audit(tx, actor, { action: 'catalog_preset.delete', entity: 'catalog_preset', entityId: id, before: snapshot(before) });
  });
}
