import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapRoute } from './map-types';

/** Tile server: `VITE_MAP_TILE_URL` (a Leaflet URL template), else OpenStreetMap's public tiles. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface RouteMapProps {
  routes: readonly MapRoute[];
  height?: number | string;
  /** Accessible name of the map region. */
  label?: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Numbered stops and the depot→stops→depot line of each route, in its colour. Markers are drawn (circle and
 * div icons, no image assets) so they show when tiles cannot load (offline, tests).
 */
export default function RouteMap({ routes, height = 420, label = 'Route map' }: RouteMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(created);
    created.setView([39.5, -98.35], 4);
    map.current = created;
    layer.current = L.layerGroup().addTo(created);
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const group = layer.current;
    if (!map.current || !group) return;
    group.clearLayers();
    const bounds: L.LatLngExpression[] = [];
    for (const route of routes) {
      const line: L.LatLngExpression[] = [];
      if (route.depot) {
        line.push([route.depot.lat, route.depot.lng]);
        L.circleMarker([route.depot.lat, route.depot.lng], { radius: 9, color: '#212529', fillColor: '#fff', fillOpacity: 1, weight: 3 })
          .bindTooltip(`Depot · ${escape(route.name)}`)
          .addTo(group);
      }
      for (const stop of route.stops) {
        line.push([stop.lat, stop.lng]);
        const icon = L.divIcon({
          className: 'route-map-stop',
          html: `<span style="display:flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;background:${route.color};color:#fff;font:600 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 0 2px #000">${escape(stop.label)}</span>`,
          iconSize: [24, 24],
          iconAnchor: [12, 12],
        });
        L.marker([stop.lat, stop.lng], { icon, title: stop.title, keyboard: true }).bindTooltip(escape(stop.title)).addTo(group);
      }
      if (route.depot && route.stops.length > 0) line.push([route.depot.lat, route.depot.lng]);
      if (line.length > 1) L.polyline(line, { color: route.color, weight: 4, opacity: 0.8 }).addTo(group);
      bounds.push(...line);
    }
    if (bounds.length > 0) map.current.fitBounds(L.latLngBounds(bounds), { padding: [24, 24], maxZoom: 15 });
  }, [routes]);

  return <div ref={element} role="region" aria-label={label} style={{ height, width: '100%', borderRadius: 8, zIndex: 0 }} data-route-map />;
}
