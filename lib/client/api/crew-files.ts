// Links to the files of a crew's day (signed PDFs, photos): plain URLs through the proxy, which
// keeps the session cookie. Server and client components both build them.
import { crewPaths } from '@/lib/domain/field-work/paths';
import type { TCrewDocumentKind } from '@/lib/domain/field-work';
import { apiUrl } from './http';

export const signedDocumentUrl = (crewId: number, kind: TCrewDocumentKind, date: string) =>
  apiUrl(crewPaths.documentSigned(crewId, kind, date));
export const photoUrl = (photoId: number) => apiUrl(crewPaths.photoFile(photoId));
export const securityCheckPdfUrl = (resultId: number, signed: boolean) =>
  apiUrl(crewPaths.securityCheckPdf(resultId, signed));
