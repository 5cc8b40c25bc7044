// Method and path of each field-work operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
import type { TCrewDocumentKind } from './documents';

export const fieldWorkEndpoints = {
  listDayChecks: { method: 'get', path: '/projectCrews/{id}/checks' },
  listCrewContacts: { method: 'get', path: '/projectCrews/{id}/contacts' },
  uploadPhoto: { method: 'post', path: '/projectCrews/{id}/photos' },
  listPhotos: { method: 'get', path: '/projectCrews/{id}/photos' },
  photoFile: { method: 'get', path: '/crewPhotos/{id}/file' },
  listCrewRatings: { method: 'get', path: '/projectCrews/{id}/ratings' },
  rateCrewMember: { method: 'put', path: '/projectCrews/{id}/ratings' },
  listPersonRatings: { method: 'get', path: '/crewMember/{id}/crewRatings' },
  approveRating: { method: 'post', path: '/crewRatings/{id}/approve' },
  getSignOffProposal: { method: 'get', path: '/projectCrews/{id}/signOff' },
  setProposedHours: { method: 'post', path: '/projectCrews/{id}/setProposedPaidChargedHours' },
  signOffDay: { method: 'post', path: '/projectCrews/{id}/signOff' },
  approveHours: { method: 'post', path: '/projectCrews/{id}/approveHours' },
  exportHours: { method: 'get', path: '/exports/hours' },
  confirmDigitally: { method: 'post', path: '/projectCrews/{id}/digitalConfirm' },
  getDigitalConfirmation: { method: 'get', path: '/projectCrews/{id}/digitalConfirm' },
  listForms: { method: 'get', path: '/forms' },
  getForm: { method: 'get', path: '/forms/{id}' },
  shareLiveLocation: { method: 'post', path: '/projectCrews/{id}/liveLocations' },
  latestLiveLocation: { method: 'get', path: '/projectCrews/{id}/liveLocations' },
  getSecurityCheck: { method: 'get', path: '/projectCrews/{id}/securityChecks' },
  saveSecurityCheck: { method: 'post', path: '/projectCrews/{id}/securityChecks' },
  checkIn: { method: 'post', path: '/projectCrews/{id}/checkIns' },
  checkOut: { method: 'post', path: '/projectCrews/{id}/checkOuts' },
  approvePhoto: { method: 'post', path: '/crewPhotos/{id}/approve' },
  rejectPhoto: { method: 'post', path: '/crewPhotos/{id}/reject' },
  securityCheckPdf: { method: 'get', path: '/crewChecks/{id}/download' },
  signedSecurityCheckPdf: { method: 'get', path: '/crewChecks/{id}/download/signed' },
} as const;

/** The calls of one kind of crew document (delivery note, crew chief sheet). */
export const crewDocumentEndpoints = <K extends TCrewDocumentKind>(kind: K) =>
  ({
    getCrewDocument: { method: 'get', path: `/projectCrews/{id}/${kind}` },
    releaseCrewDocument: { method: 'post', path: `/projectCrews/{id}/${kind}/release` },
    signCrewDocument: { method: 'post', path: `/projectCrews/{id}/${kind}/signed` },
    signedCrewDocumentPdf: { method: 'get', path: `/projectCrews/{id}/${kind}/signed` },
    sendSignedCrewDocument: { method: 'post', path: `/projectCrews/{id}/${kind}/signed/send` },
  }) as const;
