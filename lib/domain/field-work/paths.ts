// The /api/v1 paths of a crew's day (rules §7 projectCrews, crewPhotos, crewChecks, forms), taken
// from the operations' endpoints (./endpoints): the web app's server queries (lib/bff/queries) and
// the browser hooks (lib/client/api) both build on these.
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import type { TCrewDocumentKind } from './documents';
import { crewDocumentEndpoints } from './endpoints';
import * as fieldWorkEndpoints from './endpoints';

const checkEndpoints = { checkIns: fieldWorkEndpoints.checkIn, checkOuts: fieldWorkEndpoints.checkOut } as const;
const photoReviewEndpoints = {
  approve: fieldWorkEndpoints.approvePhoto,
  reject: fieldWorkEndpoints.rejectPhoto,
} as const;

export const crewPaths = {
  contacts: (id: number) => pathOf(fieldWorkEndpoints.listCrewContacts, { id }),
  checks: (id: number, date: string) => withQuery(pathOf(fieldWorkEndpoints.listDayChecks, { id }), { date }),
  /** POST a check-in or check-out. */
  check: (id: number, kind: 'checkIns' | 'checkOuts') => pathOf(checkEndpoints[kind], { id }),
  signOff: (id: number, date?: string) => withQuery(pathOf(fieldWorkEndpoints.getSignOffProposal, { id }), { date }),
  proposedHours: (id: number) => pathOf(fieldWorkEndpoints.setProposedHours, { id }),
  /** POST (planners): approve the hours a crew chief proposed for themself. */
  approveHours: (id: number) => pathOf(fieldWorkEndpoints.approveHours, { id }),
  document: (id: number, kind: TCrewDocumentKind, date?: string) =>
    withQuery(pathOf(crewDocumentEndpoints(kind).getCrewDocument, { id }), { date }),
  documentRelease: (id: number, kind: TCrewDocumentKind) =>
    pathOf(crewDocumentEndpoints(kind).releaseCrewDocument, { id }),
  /** POST signs it; GET (with the date) downloads the signed PDF. */
  documentSigned: (id: number, kind: TCrewDocumentKind, date?: string) =>
    withQuery(pathOf(crewDocumentEndpoints(kind).signedCrewDocumentPdf, { id }), { date }),
  documentSend: (id: number, kind: TCrewDocumentKind) =>
    pathOf(crewDocumentEndpoints(kind).sendSignedCrewDocument, { id }),
  photos: (id: number) => pathOf(fieldWorkEndpoints.listPhotos, { id }),
  photoFile: (photoId: number) => pathOf(fieldWorkEndpoints.photoFile, { id: photoId }),
  photoReview: (photoId: number, action: 'approve' | 'reject') => pathOf(photoReviewEndpoints[action], { id: photoId }),
  liveLocations: (id: number) => pathOf(fieldWorkEndpoints.latestLiveLocation, { id }),
  ratings: (id: number) => pathOf(fieldWorkEndpoints.listCrewRatings, { id }),
  digitalConfirm: (id: number, date?: string) =>
    withQuery(pathOf(fieldWorkEndpoints.getDigitalConfirmation, { id }), { date }),
  securityChecks: (id: number, query?: { formId: number; date: string; shift: string }) =>
    withQuery(pathOf(fieldWorkEndpoints.getSecurityCheck, { id }), { ...query }),
  securityCheckPdf: (resultId: number, signed: boolean) =>
    pathOf(signed ? fieldWorkEndpoints.signedSecurityCheckPdf : fieldWorkEndpoints.securityCheckPdf, { id: resultId }),
  forms: (kind?: string) => withQuery(fieldWorkEndpoints.listForms.path, { kind }),
  form: (id: number) => pathOf(fieldWorkEndpoints.getForm, { id }),
};
