import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { zipPlaces } from '../../db/schema';

/**
 * Where a stop is on the map when the address has no coordinates: the centroid of its ZIP from the reference data
 * (GeoNames places). Good to a few kilometres, which is what route planning at city scale needs; a geocoding
 * service can replace this behind the same function.
 */
export async function zipCentroid(db: Queryable, zip: string): Promise<{ lat: number; lng: number } | null> {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const [row] = await db.select({ lat: zipPlaces.lat, lng: zipPlaces.lng }).from(zipPlaces).where(eq(zipPlaces.zip, five)).limit(1);
  return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
}
