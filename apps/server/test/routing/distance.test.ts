// The default distance provider (great circle × road factor at an average speed) and the coordinate picking.
import { describe, expect, it, vi } from 'vitest';
import { coordinatesOf, GreatCircleProvider, haversineMetres } from '../../src/modules/routing/distance';

describe('GreatCircleProvider', () => {
  it('measures the great-circle distance', () => {
    // One degree of latitude is about 111.2 km; New York to Los Angeles about 3,936 km.
    expect(haversineMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    expect(haversineMetres({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 }) / 1000).toBeCloseTo(3936, -1);
  });

  it('builds a symmetric matrix with the road factor and the average speed', async () => {
    const points = [
      { lat: 40.0, lng: -75.0 },
      { lat: 40.1, lng: -75.0 },
      { lat: 40.0, lng: -75.2 },
    ];
    const m = await new GreatCircleProvider({ roadFactor: 1.5, averageSpeedKmh: 36 }).matrix(points);
    expect(m.size).toBe(3);
    const straight = haversineMetres(points[0]!, points[1]!);
    expect(m.distance[1]).toBeCloseTo(straight * 1.5, 6);
    expect(m.duration[1]).toBeCloseTo((straight * 1.5) / 10, 6); // 36 km/h = 10 m/s
    for (let i = 0; i < 3; i++) {
      expect(m.distance[i * 3 + i]).toBe(0);
      for (let j = 0; j < 3; j++) expect(m.distance[i * 3 + j]).toBe(m.distance[j * 3 + i]);
    }
  });

  it('defaults to a 1.3 road factor at 40 km/h', async () => {
    const m = await new GreatCircleProvider().matrix([
      { lat: 0, lng: 0 },
      { lat: 1, lng: 0 },
    ]);
    expect(m.distance[1]).toBeCloseTo(111_195 * 1.3, -2);
    expect(m.duration[1]).toBeCloseTo((111_195 * 1.3) / (40 / 3.6), -1);
  });
});

describe('coordinatesOf', () => {
  it('uses a stop’s own coordinates, else its ZIP centroid (looked up once per ZIP), else null', async () => {
    const lookup = vi.fn(async (zip: string) => (zip === '19104' ? { lat: 39.96, lng: -75.19 } : null));
    const points = await coordinatesOf(
      [{ lat: 40, lng: -75, zip: '00000' }, { zip: '19104' }, { zip: '19104-1234', lat: null }, { zip: '99999' }, {}, { lat: 200, lng: 0 }],
      lookup,
    );
    expect(points).toEqual([{ lat: 40, lng: -75 }, { lat: 39.96, lng: -75.19 }, { lat: 39.96, lng: -75.19 }, null, null, null]);
    expect(lookup.mock.calls.map((c) => c[0])).toEqual(['19104', '99999']);
  });
});
