import { eq } from 'drizzle-orm';
import { accounts, locations, staffLocations, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { hashPassword } from '../../src/lib/secrets';
import type { TestApp } from '../helpers/test-app';

/** A second supplier company with its owner, to prove one tenant never reaches another's rows. */
export async function otherSupplier(t: TestApp): Promise<{ accountId: number; ownerId: number; token: string }> {
  const db = t.database.db;
  const [account] = await db.insert(accounts).values({ type: 'supplier', name: 'Rival Home Medical' }).returning();
  const [owner] = await db
    .insert(users)
    .values({
      account_id: account!.id,
      name: 'Rita Rival',
      login: 'rival@demo.test',
      email: 'rival@demo.test',
      role: 'supplier',
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(locations).values({ account_id: account!.id, name: 'Rival Depot' });
  return { accountId: account!.id, ownerId: owner!.id, token: await t.tokenFor('rival@demo.test') };
}

export const idOfUser = async (t: TestApp, login: string) =>
  (await t.database.db.select().from(users).where(eq(users.login, login)))[0]!.id;
export const idOfLocation = async (t: TestApp, name: string) =>
  (await t.database.db.select().from(locations).where(eq(locations.name, name)))[0]!.id;

/** Gives a staff member one more permission key at a location. */
export async function grantKey(t: TestApp, login: string, locationName: string, key: string): Promise<void> {
  const userId = await idOfUser(t, login);
  const locationId = await idOfLocation(t, locationName);
  const current = (await t.database.db.select().from(staffLocations).where(eq(staffLocations.user_id, userId))).find(
    (r) => r.location_id === locationId,
  );
  if (!current) throw new Error(`${login} is not assigned to ${locationName}`);
  await t.database.db
    .update(staffLocations)
    .set({ permissions: [...current.permissions, key] })
    .where(eq(staffLocations.id, current.id));
}
