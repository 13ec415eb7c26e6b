// Travel matrices for the routing solver. The default needs no external service: great-circle distance times a
// road factor (roads are rarely straight; ~1.3 is typical of US road networks), at an average urban speed.
// A road-network provider (OSRM, a vendor API) can implement the same interface later.

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DistanceMatrix {
  /** Metres, row-major: entry i*size+j is from point i to point j. */
  distance: Float64Array;
  /** Seconds, same layout. */
  duration: Float64Array;
  size: number;
}

export interface DistanceProvider {
  matrix(points: LatLng[]): Promise<DistanceMatrix>;
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle (haversine) distance in metres. */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export class GreatCircleProvider implements DistanceProvider {
  readonly roadFactor: number;
  readonly averageSpeedKmh: number;

  constructor({ roadFactor = 1.3, averageSpeedKmh = 40 }: { roadFactor?: number; averageSpeedKmh?: number } = {}) {
    if (!(roadFactor > 0) || !(averageSpeedKmh > 0))
      throw new Error('GreatCircleProvider: roadFactor and averageSpeedKmh must be positive');
    this.roadFactor = roadFactor;
    this.averageSpeedKmh = averageSpeedKmh;
  }

  async matrix(points: LatLng[]): Promise<DistanceMatrix> {
    const size = points.length;
    const distance = new Float64Array(size * size);
    const duration = new Float64Array(size * size);
    const metresPerSecond = (this.averageSpeedKmh * 1000) / 3600;
    for (let i = 0; i < size; i++) {
      for (let j = i + 1; j < size; j++) {
        const d = haversineMetres(points[i]!, points[j]!) * this.roadFactor;
        distance[i * size + j] = distance[j * size + i] = d;
        duration[i * size + j] = duration[j * size + i] = d / metresPerSecond;
      }
    }
    return { distance, duration, size };
  }
}

/** A stop as the shipping module knows it: coordinates when geocoded, else its ZIP code. */
export interface Locatable {
  lat?: number | null;
  lng?: number | null;
  zip?: string | null;
}

export type ZipLookup = (zip: string) => Promise<LatLng | null>;

/**
 * Coordinates for each stop: its own lat/lng, else its ZIP's centroid through `lookupZip` (e.g. the zip_places
 * table), each ZIP looked up once. null where neither is known, so the caller can report the stop as unroutable.
 */
export async function coordinatesOf(stops: Locatable[], lookupZip: ZipLookup): Promise<(LatLng | null)[]> {
  const cache = new Map<string, Promise<LatLng | null>>();
  return Promise.all(
    stops.map(async (stop) => {
      if (isCoordinate(stop.lat, -90, 90) && isCoordinate(stop.lng, -180, 180)) return { lat: stop.lat, lng: stop.lng };
      const zip = stop.zip?.trim().slice(0, 5);
      if (!zip) return null;
      if (!cache.has(zip)) cache.set(zip, lookupZip(zip));
      return cache.get(zip)!;
    }),
  );
}

function isCoordinate(value: number | null | undefined, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}
