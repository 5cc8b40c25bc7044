// "Open in maps": a link to the map service the person chose in their profile. Only
// a link: the screens load no external map tiles.
import { MAP_SERVICES, type TMapService } from '../people/map-services';

export type { TMapService };

export const mapServiceOf = (value: string | null | undefined): TMapService =>
  (MAP_SERVICES as readonly string[]).includes(value ?? '') ? (value as TMapService) : 'google';

export type TMapPlace = { lat?: number | null; lng?: number | null; address?: string | null };

const hasPoint = (p: TMapPlace): p is { lat: number; lng: number } =>
  typeof p.lat === 'number' && typeof p.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng);

/** The URL, or null when there is neither a position nor an address to look up. */
export function mapLink(service: TMapService, place: TMapPlace): string | null {
  const address = place.address?.trim() || null;
  const point = hasPoint(place) ? { lat: place.lat, lng: place.lng } : null;
  if (!point && !address) return null;
  const q = encodeURIComponent(address ?? `${point!.lat},${point!.lng}`);
  switch (service) {
    case 'apple':
      return point ? `https://maps.apple.com/?q=${q}&ll=${point.lat},${point.lng}` : `https://maps.apple.com/?q=${q}`;
    case 'osm':
      return point
        ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`
        : `https://www.openstreetmap.org/search?query=${q}`;
    default:
      return `https://www.google.com/maps/search/?api=1&query=${point ? `${point.lat},${point.lng}` : q}`;
  }
}
