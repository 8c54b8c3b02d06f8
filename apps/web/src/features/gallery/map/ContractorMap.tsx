import { useEffect, useRef } from 'react';
import { divIcon, geoJSON, map as leafletMap, marker, tileLayer, type LatLngBoundsExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './contractor-map.css';
import type { ChartTheme } from '../charts/use-chart-theme.ts';
import type { PlacedContractor } from './place-contractor.ts';
import { POLAND_BOUNDS } from './poland-places.ts';
import voivodeships from './poland-voivodeships.json';

const bounds: LatLngBoundsExpression = [
  [POLAND_BOUNDS.south, POLAND_BOUNDS.west],
  [POLAND_BOUNDS.north, POLAND_BOUNDS.east],
];

/**
 * Poland with its 16 voivodeships (bundled GeoJSON) and a marker per placed contractor; tiles only
 * when a tile server is set. A marker is a keyboard button named after the contractor: Enter or a
 * click opens it.
 */
export function ContractorMap({
  contractors,
  tileUrl,
  tileAttribution,
  label,
  theme,
  onOpen,
}: {
  contractors: PlacedContractor[];
  tileUrl: string | null;
  tileAttribution: string;
  label: string;
  theme: ChartTheme;
  onOpen: (id: number) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = leafletMap(element.current, { maxBounds: bounds, minZoom: 5, maxZoom: 12 });
    map.fitBounds(bounds);
    // Leaflet makes the container focusable (arrow keys pan): it is a named region.
    element.current.setAttribute('role', 'region');
    element.current.setAttribute('aria-label', label);
    if (tileUrl) tileLayer(tileUrl, { attribution: tileAttribution }).addTo(map);
    geoJSON(voivodeships as Parameters<typeof geoJSON>[0], {
      interactive: false,
      style: {
        color: theme.text,
        weight: 1,
        opacity: 0.6,
        fillColor: theme.grid,
        fillOpacity: tileUrl ? 0.1 : 0.45,
      },
    }).addTo(map);
    for (const contractor of contractors) {
      const pin = marker([contractor.lat, contractor.lon], {
        icon: divIcon({ className: 'saldo-map-marker', iconSize: [16, 16] }),
        title: contractor.name,
        keyboard: true,
      })
        .on('click', () => onOpen(contractor.id))
        .addTo(map);
      const place = [contractor.postalCode, contractor.city].filter(Boolean).join(' ');
      pin.getElement()?.setAttribute('aria-label', place ? `${contractor.name}, ${place}` : contractor.name);
      pin.getElement()?.setAttribute('data-contractor-id', String(contractor.id));
    }
    return () => {
      map.remove();
    };
  }, [contractors, tileUrl, tileAttribution, label, theme, onOpen]);
  return <div ref={element} className="saldo-map" style={{ height: 520, borderRadius: 8 }} />;
}
