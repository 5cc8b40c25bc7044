// The /api/v1 calls that the screens of project (PID) and plus-crew (PCID) sessions make from the
// browser, by screen; the proxy (lib/bff/proxy-allowlist.ts) lets a reduced session make only
// these. Each call names its operation's endpoint. Kept beside the screen registry rather than in
// its rows: the browser carries the registry for the menu and the gate, and would otherwise carry
// every endpoint of these areas with it.
import * as catalog from '../domain/catalog/endpoints';
import * as fieldWork from '../domain/field-work/endpoints';
import * as planning from '../domain/planning/endpoints';
import * as projects from '../domain/projects/endpoints';
import * as live from '../domain/live/endpoints';
import type { TSessionType } from '../domain/auth';
import { anyMethod, apiCallMatches, callOf, type TApiCall, type TApiScope } from './api-call';
import { isReduced, type TScopedSession } from './screen-access';
import type { TReducedType } from './screen-types';

/** Screen path (as in the registry) → the calls its page makes, per reduced session type. */
export const REDUCED_API: Record<TReducedType, Record<string, readonly TApiCall[]>> = {
  project: {
    '/crews/[id]': [callOf(planning.getProjectCrew), callOf(planning.listCrewItemsOfCrew), callOf(live.streamChanges)],
    '/crews/[id]/contact-crew-chief': [callOf(fieldWork.listCrewContacts)],
    '/crews/[id]/contact-crew-member/[contactId]': [callOf(fieldWork.listCrewContacts)],
    '/locations/[id]': [callOf(catalog.getLocation)],
    '/projects/[number]': [
      callOf(projects.getProject, 'ownProject'),
      callOf(projects.listCrewsOfProject, 'ownProject'),
      callOf(projects.getProjectLogo, 'ownProject'),
      callOf(live.streamChanges),
    ],
    '/projects/[number]/contact-project-manager': [callOf(projects.projectContacts, 'ownProject')],
  },
  // The plus-crew screens read and write their own plus crew's data; the backend keeps the
  // session to its own number (404 for any other).
  pluscrew: {
    '/plus-crews/[number]': [anyMethod('/plusCrews/**'), callOf(live.streamChanges)],
    '/plus-crews/[number]/data': [anyMethod('/plusCrews/**')],
  },
};

/** Whether a project or plus-crew session may make this /api/v1 call (segments decoded and clean). */
export function reducedApiAllowed(method: string, segments: readonly string[], session: TScopedSession): boolean {
  const type: TSessionType = session.type;
  if (!isReduced(type)) return false;
  const scope: TApiScope | undefined =
    type === 'project'
      ? session.project && { projectId: session.project.id }
      : session.plusCrew && { plusCrewId: session.plusCrew.id };
  if (!scope) return false;
  const m = method.toUpperCase();
  return Object.values(REDUCED_API[type]).some((calls) =>
    calls.some((call) => apiCallMatches(call, m, segments, scope)),
  );
}
