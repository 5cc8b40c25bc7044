// The /api/v1 paths of a crew's day (SPEC §7 projectCrews, crewPhotos, crewChecks, forms), written
// once: the web app's server queries (lib/bff/queries) and the browser hooks (lib/client/api)
// both build on these.
import { withQuery } from '../api-path';
import { projectCrewPaths } from '../planning/paths';
import type { TCrewDocumentKind } from './documents';

const crew = projectCrewPaths.crew;

export const crewPaths = {
  contacts: (id: number) => `${crew(id)}/contacts`,
  checks: (id: number, date: string) => withQuery(`${crew(id)}/checks`, { date }),
  /** POST a check-in or check-out. */
  check: (id: number, kind: 'checkIns' | 'checkOuts') => `${crew(id)}/${kind}`,
  signOff: (id: number, date?: string) => withQuery(`${crew(id)}/signOff`, { date }),
  proposedHours: (id: number) => `${crew(id)}/setProposedPaidChargedHours`,
  /** POST (planners): approve the hours a crew chief proposed for themself. */
  approveHours: (id: number) => `${crew(id)}/approveHours`,
  document: (id: number, kind: TCrewDocumentKind, date?: string) => withQuery(`${crew(id)}/${kind}`, { date }),
  documentRelease: (id: number, kind: TCrewDocumentKind) => `${crew(id)}/${kind}/release`,
  /** POST signs it; GET (with the date) downloads the signed PDF. */
  documentSigned: (id: number, kind: TCrewDocumentKind, date?: string) =>
    withQuery(`${crew(id)}/${kind}/signed`, { date }),
  documentSend: (id: number, kind: TCrewDocumentKind) => `${crew(id)}/${kind}/signed/send`,
  photos: (id: number) => `${crew(id)}/photos`,
  photoFile: (photoId: number) => `/crewPhotos/${photoId}/file`,
  photoReview: (photoId: number, action: 'approve' | 'reject') => `/crewPhotos/${photoId}/${action}`,
  liveLocations: (id: number) => `${crew(id)}/liveLocations`,
  ratings: (id: number) => `${crew(id)}/ratings`,
  digitalConfirm: (id: number, date?: string) => withQuery(`${crew(id)}/digitalConfirm`, { date }),
  securityChecks: (id: number, query?: { formId: number; date: string; shift: string }) =>
    withQuery(`${crew(id)}/securityChecks`, { ...query }),
  securityCheckPdf: (resultId: number, signed: boolean) => `/crewChecks/${resultId}/download${signed ? '/signed' : ''}`,
  forms: (kind?: string) => withQuery('/forms', { kind }),
  form: (id: number) => `/forms/${id}`,
};
