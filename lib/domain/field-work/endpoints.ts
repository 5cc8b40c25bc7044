// Method and path of each field-work operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint; a module a bundle takes comes whole, with every export any screen uses, so the
// check-in and check-out, which the outbox on every page sends, live apart (check-endpoints.ts).
import type { TCrewDocumentKind } from './documents';

export { checkIn, checkOut } from './check-endpoints';

export const listDayChecks = { method: 'get', path: '/projectCrews/{id}/checks' } as const;
export const listCrewContacts = { method: 'get', path: '/projectCrews/{id}/contacts' } as const;
export const uploadPhoto = { method: 'post', path: '/projectCrews/{id}/photos' } as const;
export const listPhotos = { method: 'get', path: '/projectCrews/{id}/photos' } as const;
export const photoFile = { method: 'get', path: '/crewPhotos/{id}/file' } as const;
export const listCrewRatings = { method: 'get', path: '/projectCrews/{id}/ratings' } as const;
export const rateCrewMember = { method: 'put', path: '/projectCrews/{id}/ratings' } as const;
export const listPersonRatings = { method: 'get', path: '/crewMember/{id}/crewRatings' } as const;
export const approveRating = { method: 'post', path: '/crewRatings/{id}/approve' } as const;
export const getSignOffProposal = { method: 'get', path: '/projectCrews/{id}/signOff' } as const;
export const setProposedHours = { method: 'post', path: '/projectCrews/{id}/setProposedPaidChargedHours' } as const;
export const signOffDay = { method: 'post', path: '/projectCrews/{id}/signOff' } as const;
export const approveHours = { method: 'post', path: '/projectCrews/{id}/approveHours' } as const;
export const exportHours = { method: 'get', path: '/exports/hours' } as const;
export const confirmDigitally = { method: 'post', path: '/projectCrews/{id}/digitalConfirm' } as const;
export const getDigitalConfirmation = { method: 'get', path: '/projectCrews/{id}/digitalConfirm' } as const;
export const listForms = { method: 'get', path: '/forms' } as const;
export const getForm = { method: 'get', path: '/forms/{id}' } as const;
export const shareLiveLocation = { method: 'post', path: '/projectCrews/{id}/liveLocations' } as const;
export const latestLiveLocation = { method: 'get', path: '/projectCrews/{id}/liveLocations' } as const;
export const getSecurityCheck = { method: 'get', path: '/projectCrews/{id}/securityChecks' } as const;
export const saveSecurityCheck = { method: 'post', path: '/projectCrews/{id}/securityChecks' } as const;
export const approvePhoto = { method: 'post', path: '/crewPhotos/{id}/approve' } as const;
export const rejectPhoto = { method: 'post', path: '/crewPhotos/{id}/reject' } as const;
export const securityCheckPdf = { method: 'get', path: '/crewChecks/{id}/download' } as const;
export const signedSecurityCheckPdf = { method: 'get', path: '/crewChecks/{id}/download/signed' } as const;

/** The calls of one kind of crew document (delivery note, crew chief sheet). */
export const crewDocumentEndpoints = <K extends TCrewDocumentKind>(kind: K) =>
  ({
    getCrewDocument: { method: 'get', path: `/projectCrews/{id}/${kind}` },
    releaseCrewDocument: { method: 'post', path: `/projectCrews/{id}/${kind}/release` },
    signCrewDocument: { method: 'post', path: `/projectCrews/{id}/${kind}/signed` },
    signedCrewDocumentPdf: { method: 'get', path: `/projectCrews/{id}/${kind}/signed` },
    sendSignedCrewDocument: { method: 'post', path: `/projectCrews/{id}/${kind}/signed/send` },
  }) as const;
