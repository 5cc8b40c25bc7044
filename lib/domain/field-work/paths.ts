// The /api/v1 paths of a crew's day (rules §7 projectCrews, crewPhotos, crewChecks, forms), taken
// from the operations' endpoints (./endpoints): the web app's server queries (lib/bff/queries) and
// the browser hooks (lib/client/api) both build on these.
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import type { TCrewDocumentKind } from './documents';
import { crewDocumentEndpoints } from './endpoints';
import * as fieldWorkEndpoints from './endpoints';

export const crewPaths = {
  signOff: (id: number, date?: string) => withQuery(pathOf(fieldWorkEndpoints.getSignOffProposal, { id }), { date }),
  proposedHours: (id: number) => pathOf(fieldWorkEndpoints.setProposedHours, { id }),
  document: (id: number, kind: TCrewDocumentKind, date?: string) =>
    withQuery(pathOf(crewDocumentEndpoints(kind).getCrewDocument, { id }), { date }),
  documentRelease: (id: number, kind: TCrewDocumentKind) =>
    pathOf(crewDocumentEndpoints(kind).releaseCrewDocument, { id }),
  /** POST signs it; GET (with the date) downloads the signed PDF. */
  documentSigned: (id: number, kind: TCrewDocumentKind, date?: string) =>
    withQuery(pathOf(crewDocumentEndpoints(kind).signedCrewDocumentPdf, { id }), { date }),
  photos: (id: number) => pathOf(fieldWorkEndpoints.listPhotos, { id }),
  photoFile: (photoId: number) => pathOf(fieldWorkEndpoints.photoFile, { id: photoId }),
  securityChecks: (id: number, query?: { formId: number; date: string; shift: string }) =>
    withQuery(pathOf(fieldWorkEndpoints.getSecurityCheck, { id }), { ...query }),
  securityCheckPdf: (resultId: number, signed: boolean) =>
    pathOf(signed ? fieldWorkEndpoints.signedSecurityCheckPdf : fieldWorkEndpoints.securityCheckPdf, { id: resultId }),
};
