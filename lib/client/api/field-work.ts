'use client';
// A crew's day in the browser: SWR hooks over the crew's resources and the actions on them.
// Paths come from lib/domain/paths/crews.ts; the server's first paint is each hook's fallback.
import { crewPaths } from '@/lib/domain/field-work/paths';
import type {
  TCheckInput,
  TCrewDayMember,
  TCrewDocument,
  TCrewDocumentKind,
  TCrewPhoto,
  TCrewRating,
  TDigitalConfirmation,
  TDigitalConfirmInput,
  TFormResult,
  TLiveLocation,
  TLiveLocationInput,
  TProposedHoursInput,
  TRatingInput,
  TSecurityCheckInput,
  TSignDocumentInput,
  TSignOff,
} from '@/lib/domain/field-work';
import { apiErrorFromBody } from '../fetcher';
import type { TSendAnswer } from '../offline-queue';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';
import { uploadFile } from './upload';

type TRefresh = { refreshInterval?: number };

export const useCrewChecks = (crewId: number, date: string, initial?: TCrewDayMember[], opts: TRefresh = {}) =>
  useApi<TCrewDayMember[]>(crewPaths.checks(crewId, date), { fallbackData: initial, ...opts });
export const useSignOff = (crewId: number, date: string, initial: TSignOff) =>
  useApi<TSignOff>(crewPaths.signOff(crewId, date), { fallbackData: initial });
export const useCrewDocument = (crewId: number, kind: TCrewDocumentKind, date: string, initial: TCrewDocument) =>
  useApi<TCrewDocument>(crewPaths.document(crewId, kind, date), { fallbackData: initial });
export const useCrewPhotos = (crewId: number, initial: TCrewPhoto[]) =>
  useApi<TCrewPhoto[]>(crewPaths.photos(crewId), { fallbackData: initial });
export const useLiveLocation = (crewId: number, initial: TLiveLocation | null, opts: TRefresh = {}) =>
  useApi<TLiveLocation | null>(crewPaths.liveLocations(crewId), { fallbackData: initial, ...opts });
export const useCrewRatings = (crewId: number, initial?: TCrewRating[]) =>
  useApi<TCrewRating[]>(crewPaths.ratings(crewId), { fallbackData: initial });

/**
 * One raw send of a check-in or check-out for the offline queue: the status and the error
 * code, never a throw, so the queue can tell "refused" from "try again".
 */
export async function sendCheck(
  crewId: number,
  kind: 'checkIns' | 'checkOuts',
  body: TCheckInput,
): Promise<TSendAnswer> {
  try {
    const res = await fetch(apiUrl(crewPaths.check(crewId, kind)), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Always read the answer: an unread body keeps the connection (and the browser) waiting.
    const answer: unknown = await res.json().catch(() => null);
    if (res.ok) return { status: res.status };
    const err = apiErrorFromBody(res.status, answer);
    return { status: res.status, code: err.code, message: err.message };
  } catch {
    return { status: 0 };
  }
}

export const proposeHours = (crewId: number, input: TProposedHoursInput) =>
  apiPost<TSignOff>(crewPaths.proposedHours(crewId), input);
export const signOffDay = (crewId: number, date: string) => apiPost<TSignOff>(crewPaths.signOff(crewId), { date });
export const approveHours = (crewId: number, date: string) =>
  apiPost<TSignOff>(crewPaths.approveHours(crewId), { date });

export const releaseDocument = (crewId: number, kind: TCrewDocumentKind, date: string) =>
  apiPost<TCrewDocument>(crewPaths.documentRelease(crewId, kind), { date });
export const signDocument = (crewId: number, kind: TCrewDocumentKind, input: TSignDocumentInput) =>
  apiPost<TCrewDocument>(crewPaths.documentSigned(crewId, kind), input);
export const sendDocument = (crewId: number, kind: TCrewDocumentKind, date: string, email: string) =>
  apiPost<{ sentTo: string; sentAt: string }>(crewPaths.documentSend(crewId, kind), { date, email });

export const uploadPhoto = (crewId: number, file: File, onProgress: (fraction: number) => void) =>
  uploadFile<TCrewPhoto>(crewPaths.photos(crewId), file, onProgress);
export const reviewPhoto = (photoId: number, action: 'approve' | 'reject') =>
  apiPost<TCrewPhoto>(crewPaths.photoReview(photoId, action));

export const shareLiveLocation = (crewId: number, input: TLiveLocationInput) =>
  apiPost<TLiveLocation>(crewPaths.liveLocations(crewId), input);
export const rateMember = (crewId: number, input: TRatingInput) =>
  apiCall<TCrewRating>(crewPaths.ratings(crewId), { method: 'PUT', json: input });
export const confirmDay = (crewId: number, input: TDigitalConfirmInput) =>
  apiPost<TDigitalConfirmation>(crewPaths.digitalConfirm(crewId), input);

export const submitSecurityCheck = (crewId: number, input: TSecurityCheckInput) =>
  apiPost<TFormResult>(crewPaths.securityChecks(crewId), input);
