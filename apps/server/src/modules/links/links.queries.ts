import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { shortLinks } from '../../db/schema';

export async function insertShortLink(db: Queryable, row: typeof shortLinks.$inferInsert): Promise<void> {
  await db.insert(shortLinks).values(row);
}

export async function findShortLink(db: Queryable, hash: string) {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.hash, hash)).limit(1);
  return row;
}
