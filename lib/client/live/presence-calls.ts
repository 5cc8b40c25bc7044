// Who else is here, from the browser (lib/domain/live/operations/presence.ts), with `fetch` itself
// rather than the API client: these calls load after the page is up, and a lazy chunk that took
// the API client in would split it out of the chunk every screen shares (bytes on every screen).
// A failed call is no error to show: the line of names stays as it was. Leaving is sent with
// `keepalive`, so that it still goes out when the tab closes.
import { pathOf } from '../../domain/endpoint';
import * as endpoint from '../../domain/live/endpoints';
import type { TPresence } from '../../domain/live/presence';
import { apiUrl } from '../api/api-url';

/** A place that knows who is here: a project page, or the planner board. */
export type TPresencePlace = { project: number } | 'board';

const ENDPOINTS = {
  board: { get: endpoint.whoIsAtBoard, put: endpoint.beAtBoard, delete: endpoint.leaveBoard },
  project: { get: endpoint.whoIsAtProject, put: endpoint.beAtProject, delete: endpoint.leaveProject },
} as const;

const pathOfPlace = (place: TPresencePlace, method: 'get' | 'put' | 'delete') =>
  place === 'board' ? pathOf(ENDPOINTS.board[method]) : pathOf(ENDPOINTS.project[method], { id: place.project });

async function othersFrom(place: TPresencePlace, method: 'GET' | 'PUT'): Promise<TPresence | null> {
  try {
    const res = await fetch(apiUrl(pathOfPlace(place, method === 'GET' ? 'get' : 'put')), {
      method,
      credentials: 'same-origin',
    });
    return res.ok ? ((await res.json()) as { data: TPresence }).data : null;
  } catch {
    return null;
  }
}

/** Says the caller is here; the others here, or null when the call failed. */
export const beHere = (place: TPresencePlace) => othersFrom(place, 'PUT');

/** The others here, without saying the caller is (see services/live/presence.ts whoIsAt). */
export const whoIsHere = (place: TPresencePlace) => othersFrom(place, 'GET');

export function leave(place: TPresencePlace): void {
  void fetch(apiUrl(pathOfPlace(place, 'delete')), {
    method: 'DELETE',
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
