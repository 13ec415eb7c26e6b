import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { accounts, auditLogs, equipmentItems, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { hashPassword } from '../../src/lib/secrets';

/** Another tenant, made straight in the database: an account with its owner, who signs in with the demo password. */
export async function createTenant(db: Db, type: 'doctor' | 'supplier', login: string): Promise<number> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const [account] = await db
    .insert(accounts)
    .values({ type, name: `Other ${type} ${login}` })
    .returning();
  await db
    .insert(users)
    .values({ account_id: account!.id, name: `Owner ${login}`, login, email: login, role: type, password_hash, verified_at: new Date() });
  return account!.id;
}

export async function equipmentIdOf(db: Db, hcpcs: string): Promise<number> {
  const [row] = await db.select({ id: equipmentItems.id }).from(equipmentItems).where(eq(equipmentItems.hcpcs, hcpcs));
  if (!row) throw new Error(`no equipment ${hcpcs}`);
  return row.id;
}

export async function auditRowsFor(db: Db, entity: string, entityId: number) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entity_id, entityId)))
    .orderBy(auditLogs.id);
}
