import type { SerialNumber, StockLogsQuery, StockMovement } from '@dme/contract';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  equipmentItems,
  inventorySkus,
  orderItemStock,
  orderItems,
  orders,
  patients,
  serialNumbers,
  stockMovements,
  users,
  warehouses,
} from '../../db/schema';
import { patientScope } from '../patients/patient-scope';
import { visiblePatientOr404 } from '../patients/patients.service';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { containsPattern, countUpTo, SHORT_COUNT_CAP, literalLimit, pageMeta, rowsOf, windowOf } from '../../lib/paging';
import { findSku } from './inventory.queries';
import { stockContext } from './inventory.service';

const fromWarehouse = alias(warehouses, 'from_warehouse');
const toWarehouse = alias(warehouses, 'to_warehouse');

/** The day after an ISO date, for an inclusive `date_to`. */
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function logConditions(accountId: number, q: StockLogsQuery): SQL | undefined {
  return and(
    eq(stockMovements.account_id, accountId),
    q.sku_id ? eq(stockMovements.sku_id, q.sku_id) : undefined,
    q.warehouse_id
      ? or(eq(stockMovements.from_warehouse_id, q.warehouse_id), eq(stockMovements.to_warehouse_id, q.warehouse_id))
      : undefined,
    q.user_id ? eq(stockMovements.user_id, q.user_id) : undefined,
    q.kind ? eq(stockMovements.kind, q.kind) : undefined,
    // The GIN index on serials answers an exact serial number.
    q.serial?.trim() ? sql`${stockMovements.serials} @> array[${q.serial.trim()}]::text[]` : undefined,
    q.date_from ? gte(stockMovements.created_at, new Date(`${q.date_from}T00:00:00Z`)) : undefined,
    q.date_to ? lt(stockMovements.created_at, new Date(`${dayAfter(q.date_to)}T00:00:00Z`)) : undefined,
  );
}

/** Movements newest first: a page of ids off the (account, created_at, id) index, then its joins. */
export async function stockLogs(
  db: Db,
  actor: Actor,
  q: StockLogsQuery,
): Promise<{ data: StockMovement[]; meta: ReturnType<typeof pageMeta> }> {
  const { accountId } = stockContext(actor);
  const where = logConditions(accountId, q);
  const window = windowOf(q);
  const dir = q.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({
      m: stockMovements,
      sku: inventorySkus.sku,
      from: { id: fromWarehouse.id, name: fromWarehouse.name },
      to: { id: toWarehouse.id, name: toWarehouse.name },
      user: { id: users.id, name: users.name },
      order_id: orderItems.order_id,
    })
    .from(stockMovements)
    .innerJoin(inventorySkus, eq(inventorySkus.id, stockMovements.sku_id))
    .leftJoin(fromWarehouse, eq(fromWarehouse.id, stockMovements.from_warehouse_id))
    .leftJoin(toWarehouse, eq(toWarehouse.id, stockMovements.to_warehouse_id))
    .leftJoin(users, eq(users.id, stockMovements.user_id))
    .leftJoin(orderItems, eq(orderItems.id, stockMovements.order_item_id))
    .where(where)
    .orderBy(dir(stockMovements.created_at), dir(stockMovements.id))
    .limit(literalLimit(window.limit))
    .offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, stockMovements, where), window, SHORT_COUNT_CAP);
  return {
    data: rows.map((r) => ({
      id: r.m.id,
      kind: r.m.kind,
      sku: { id: r.m.sku_id, sku: r.sku },
      from_warehouse: r.from?.id ? r.from : null,
      to_warehouse: r.to?.id ? r.to : null,
      quantity: r.m.quantity,
      serials: r.m.serials,
      reason: r.m.reason,
      order_item_id: r.m.order_item_id,
      order_id: r.order_id ?? null,
      distribution_order_id: r.m.distribution_order_id,
      user: r.user?.id ? r.user : null,
      created_at: r.m.created_at.toISOString(),
    })),
    meta: pageMeta(total, q),
  };
}

/** A SKU's units, by serial number. */
export async function serialNumbersOf(
  db: Db,
  actor: Actor,
  skuId: number,
  q: {
    page: number;
    rowsPerPage: number;
    search?: string;
    state?: SerialNumber['state'];
    warehouse_id?: number;
    sortType?: 'asc' | 'desc';
  },
) {
  const { accountId } = stockContext(actor);
  if (!(await findSku(db, accountId, skuId))) throw notFound('SKU');
  const where = and(
    eq(serialNumbers.sku_id, skuId),
    eq(serialNumbers.account_id, accountId),
    q.state ? eq(serialNumbers.state, q.state) : undefined,
    q.warehouse_id ? eq(serialNumbers.warehouse_id, q.warehouse_id) : undefined,
    q.search?.trim() ? ilike(serialNumbers.serial, containsPattern(q.search.trim())) : undefined,
  );
  const window = windowOf(q);
  const rows = await db
    .select({
      unit: serialNumbers,
      warehouse: { id: warehouses.id, name: warehouses.name },
      order_id: orderItems.order_id,
      patient: { id: patients.id, first_name: patients.first_name, last_name: patients.last_name },
    })
    .from(serialNumbers)
    .leftJoin(warehouses, eq(warehouses.id, serialNumbers.warehouse_id))
    .leftJoin(orderItems, eq(orderItems.id, serialNumbers.order_item_id))
    .leftJoin(patients, eq(patients.id, serialNumbers.patient_id))
    .where(where)
    .orderBy(q.sortType === 'desc' ? desc(sql`lower(${serialNumbers.serial})`) : asc(sql`lower(${serialNumbers.serial})`))
    .limit(literalLimit(window.limit))
    .offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, serialNumbers, where), window, SHORT_COUNT_CAP);
  const data: SerialNumber[] = rows.map((r) => ({
    id: r.unit.id,
    serial: r.unit.serial,
    state: r.unit.state,
    warehouse: r.warehouse?.id ? r.warehouse : null,
    order: r.unit.order_item_id && r.order_id ? { id: r.order_id, item_id: r.unit.order_item_id } : null,
    patient: r.patient?.id ? { id: r.patient.id, name: `${r.patient.first_name} ${r.patient.last_name}`.trim() } : null,
    updated_at: r.unit.updated_at.toISOString(),
  }));
  return { data, meta: pageMeta(total, q) };
}

/** The patient's `sku` tab: lines of the company's orders for the patient whose stock was issued. */
export async function deliveredSkus(db: Db, actor: Actor, patientId: number, q: { page: number; rowsPerPage: number }) {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  const where = and(eq(orders.patient_id, patientId), eq(orders.vendor_id, scope.accountId), sql`${orderItemStock.issued_at} is not null`);
  const window = windowOf(q);
  const rows = await db
    .select({
      held: orderItemStock,
      line: { id: orderItems.id, order_id: orderItems.order_id, quantity: orderItems.quantity },
      equipment: { hcpcs: equipmentItems.hcpcs, name: equipmentItems.name },
      sku: { id: inventorySkus.id, sku: inventorySkus.sku, manufacturer: inventorySkus.manufacturer, model: inventorySkus.model },
      unit: { serial: serialNumbers.serial, state: serialNumbers.state },
      warehouse: { id: warehouses.id, name: warehouses.name },
    })
    .from(orderItemStock)
    .innerJoin(orderItems, eq(orderItems.id, orderItemStock.order_item_id))
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .innerJoin(inventorySkus, eq(inventorySkus.id, orderItemStock.sku_id))
    .innerJoin(warehouses, eq(warehouses.id, orderItemStock.warehouse_id))
    .leftJoin(serialNumbers, eq(serialNumbers.id, orderItemStock.serial_number_id))
    .where(where)
    .orderBy(desc(orderItemStock.issued_at), desc(orderItemStock.order_item_id))
    .limit(literalLimit(window.limit))
    .offset(window.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItemStock)
    .innerJoin(orderItems, eq(orderItems.id, orderItemStock.order_item_id))
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(where);
  return {
    data: rows.map((r) => ({
      order_id: r.line.order_id,
      order_item_id: r.line.id,
      hcpcs: r.equipment.hcpcs,
      item_name: r.equipment.name,
      sku: r.sku,
      quantity: r.line.quantity,
      serial: r.unit?.serial ?? null,
      serial_state: r.unit?.state ?? null,
      warehouse: r.warehouse,
      delivered_at: r.held.issued_at!.toISOString(),
    })),
    meta: pageMeta({ total: count?.n ?? 0, capped: false }, q),
  };
}
