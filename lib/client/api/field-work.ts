'use client';
// A crew's day in the browser: SWR hooks over the crew's resources and the actions on them.
// Paths come from lib/domain/paths/crews.ts; the server's first paint is each hook's fallback.
import { crewDocumentEndpoints } from '@/lib/domain/field-work/endpoints';
import * as endpoint from '@/lib/domain/field-work/endpoints';
import { crewPaths } from '@/lib/domain/field-work/paths';
import type * as checksOp from '@/lib/domain/field-work/operations/crew-checks';
import type * as documentsOp from '@/lib/domain/field-work/operations/crew-documents';
import type * as photosOp from '@/lib/domain/field-work/operations/crew-photos';
import type * as ratingsOp from '@/lib/domain/field-work/operations/crew-ratings';
import type * as signOffOp from '@/lib/domain/field-work/operations/crew-sign-off';
import type * as confirmOp from '@/lib/domain/field-work/operations/digital-confirm';
import type * as locationsOp from '@/lib/domain/field-work/operations/live-locations';
import type {
  TCrewDayMember,
  TCrewDocument,
  TCrewDocumentKind,
  TCrewPhoto,
  TCrewRating,
  TDigitalConfirmInput,
  TLiveLocation,
  TLiveLocationInput,
  TRatingInput,
  TSignOff,
} from '@/lib/domain/field-work';
import { IDEMPOTENCY_HEADER } from '@/lib/domain/idempotency';
import { callOperation } from './call-operation';
import { useOperation } from './operation';
import { uploadFile } from './upload';

type TRefresh = { refreshInterval?: number };
type TCrewDocumentOperations<K extends TCrewDocumentKind> = (typeof documentsOp.crewDocumentOperations)[K];
const photoReview = { approve: endpoint.approvePhoto, reject: endpoint.rejectPhoto } as const;

export const useCrewChecks = (crewId: number, date: string, initial?: TCrewDayMember[], opts: TRefresh = {}) =>
  useOperation<typeof checksOp.listDayChecks>(
    endpoint.listDayChecks,
    { id: crewId },
    { fallbackData: initial, ...opts, query: { date } },
  );
export const useSignOff = (crewId: number, date: string, initial: TSignOff) =>
  useOperation<typeof signOffOp.getSignOffProposal>(
    endpoint.getSignOffProposal,
    { id: crewId },
    { fallbackData: initial, query: { date } },
  );
export const useCrewDocument = (crewId: number, kind: TCrewDocumentKind, date: string, initial: TCrewDocument) =>
  useOperation<TCrewDocumentOperations<typeof kind>['getCrewDocument']>(
    crewDocumentEndpoints(kind).getCrewDocument,
    { id: crewId },
    { fallbackData: initial, query: { date } },
  );
export const useCrewPhotos = (crewId: number, initial: TCrewPhoto[]) =>
  useOperation<typeof photosOp.listPhotos>(endpoint.listPhotos, { id: crewId }, { fallbackData: initial });
export const useLiveLocation = (crewId: number, initial: TLiveLocation | null, opts: TRefresh = {}) =>
  useOperation<typeof locationsOp.latestLiveLocation>(
    endpoint.latestLiveLocation,
    { id: crewId },
    { fallbackData: initial, ...opts },
  );
export const useCrewRatings = (crewId: number, initial?: TCrewRating[]) =>
  useOperation<typeof ratingsOp.listCrewRatings>(endpoint.listCrewRatings, { id: crewId }, { fallbackData: initial });

export const approveHours = (crewId: number, date: string) =>
  callOperation<typeof signOffOp.approveHours>(endpoint.approveHours, { id: crewId }, { date });

export const sendDocument = (crewId: number, kind: TCrewDocumentKind, date: string, email: string) =>
  callOperation<TCrewDocumentOperations<typeof kind>['sendSignedCrewDocument']>(
    crewDocumentEndpoints(kind).sendSignedCrewDocument,
    { id: crewId },
    { date, email },
  );

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
  callOperation<typeof photosOp.approvePhoto | typeof photosOp.rejectPhoto>(photoReview[action], { id: photoId });

export const shareLiveLocation = (crewId: number, input: TLiveLocationInput) =>
  callOperation<typeof locationsOp.shareLiveLocation>(endpoint.shareLiveLocation, { id: crewId }, input);
export const rateMember = (crewId: number, input: TRatingInput) =>
  callOperation<typeof ratingsOp.rateCrewMember>(endpoint.rateCrewMember, { id: crewId }, input);
export const confirmDay = (crewId: number, input: TDigitalConfirmInput) =>
  callOperation<typeof confirmOp.confirmDigitally>(endpoint.confirmDigitally, { id: crewId }, input);
