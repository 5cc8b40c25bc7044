'use client';
// A crew's day in the browser: SWR hooks over the crew's resources and the actions on them.
// Paths come from lib/domain/paths/crews.ts; the server's first paint is each hook's fallback.
import { crewPaths } from '@/lib/domain/field-work/paths';
import type {
  TCrewDayMember,
  TCrewDocument,
  TCrewDocumentKind,
  TCrewPhoto,
  TCrewRating,
  TDigitalConfirmation,
  TDigitalConfirmInput,
  TLiveLocation,
  TLiveLocationInput,
  TRatingInput,
  TSignOff,
} from '@/lib/domain/field-work';
import { IDEMPOTENCY_HEADER } from '@/lib/domain/idempotency';
import { apiCall, apiPost } from './http';
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

export const approveHours = (crewId: number, date: string) =>
  apiPost<TSignOff>(crewPaths.approveHours(crewId), { date });

export const sendDocument = (crewId: number, kind: TCrewDocumentKind, date: string, email: string) =>
  apiPost<{ sentTo: string; sentAt: string }>(crewPaths.documentSend(crewId, kind), { date, email });

/** `key` makes a resend of the same photo (after a lost answer, from the offline queue) count once. */
export const uploadPhoto = (
  crewId: number,
  file: File,
  onProgress: (fraction: number) => void,
  sent: { key: string; at: string },
) =>
  uploadFile<TCrewPhoto>(
    crewPaths.photos(crewId),
    file,
    onProgress,
    { at: sent.at },
    { [IDEMPOTENCY_HEADER]: sent.key },
  );
export const reviewPhoto = (photoId: number, action: 'approve' | 'reject') =>
  apiPost<TCrewPhoto>(crewPaths.photoReview(photoId, action));

export const shareLiveLocation = (crewId: number, input: TLiveLocationInput) =>
  apiPost<TLiveLocation>(crewPaths.liveLocations(crewId), input);
export const rateMember = (crewId: number, input: TRatingInput) =>
  apiCall<TCrewRating>(crewPaths.ratings(crewId), { method: 'PUT', json: input });
export const confirmDay = (crewId: number, input: TDigitalConfirmInput) =>
  apiPost<TDigitalConfirmation>(crewPaths.digitalConfirm(crewId), input);
