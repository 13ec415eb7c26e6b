import { DEFAULT_DASHBOARD_WIDGETS, doctorVisibleStatus, type DoctorDashboardStats } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { fullAddress } from '../doctor-profile/locations.service';
import { countOrdersByStatus, findDashboardSettings, findLocationsByIds, upsertDashboardSettings } from './dashboard.queries';
import { orderScopeOf, widgetCatalogue } from './widgets';

/** The doctor dashboard's counters, per doctor-visible status. */
export async function doctorStats(db: Queryable, actor: Actor): Promise<DoctorDashboardStats> {
  const counts = await countOrdersByStatus(db, orderScopeOf(actor));
  const stats: DoctorDashboardStats = {
    drafts: 0,
    pend_hipaa: 0,
    pend_prsc: 0,
    pend_f2f: 0,
    awaiting_signature: 0,
    in_work: 0,
    delivered: 0,
    total: 0,
  };
  for (const [status, n] of counts) {
    const visible = doctorVisibleStatus(status);
    if (visible === 0 || visible === 1) stats.drafts += n;
    else if (visible === 3) stats.pend_hipaa += n;
    else if (visible === 20) stats.pend_prsc += n;
    else if (visible === 22) stats.pend_f2f += n;
    else if (visible === -10) stats.in_work += n;
    else if (visible === -100) stats.delivered += n;
    stats.total += n;
  }
  stats.awaiting_signature = stats.pend_prsc + stats.pend_f2f;
  return stats;
}

export function listWidgets(actor: Actor) {
  return widgetCatalogue(actor).map(({ key, title, description }) => ({ key, title, description }));
}

/** Saved widgets still in the caller's catalogue (a permission may have been withdrawn), else the role's default. */
export async function getSettings(db: Queryable, actor: Actor): Promise<{ widgets: string[] }> {
  const allowed = new Set(widgetCatalogue(actor).map((w) => w.key));
  const saved = await findDashboardSettings(db, actor.userId);
  return { widgets: (saved ?? DEFAULT_DASHBOARD_WIDGETS[actor.role]).filter((k) => allowed.has(k)) };
}

export async function saveSettings(db: Db, actor: Actor, widgets: string[]): Promise<{ widgets: string[] }> {
  const allowed = new Set(widgetCatalogue(actor).map((w) => w.key));
  const errors: FieldErrors = {};
  widgets.forEach((key, i) => {
    if (!allowed.has(key)) errors[`widgets.${i}`] = [`The widget "${key.slice(0, 64)}" is not available.`];
    else if (widgets.indexOf(key) !== i) errors[`widgets.${i}`] = ['This widget is listed twice.'];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
  return db.transaction(async (tx) => {
    const before = await findDashboardSettings(tx, actor.userId);
    await upsertDashboardSettings(tx, actor.userId, widgets);
    await audit(tx, actor, {
      action: 'dashboard_settings.update',
      entity: 'user',
      entityId: actor.userId,
      before: before ?? null,
      after: widgets,
    });
    return { widgets };
  });
}

/** Locations the caller may pick as current: the token resolution already chose them (owners all, staff assigned). */
export async function staffLocations(db: Queryable, actor: Actor) {
  if (actor.accountId === null || actor.locationIds.length === 0) return [];
  const rows = await findLocationsByIds(db, actor.accountId, actor.locationIds);
  return rows.map((l) => ({ id: l.id, name: l.name, full_address: fullAddress(l) }));
}
