'use client';
// The profile's calls in the browser: calendar feeds, push subscriptions, the own details and
// login, profile pictures (the personal calendar's are in personal-calendar.ts, so that neither
// screen carries the other's).
import * as endpoint from '@/lib/domain/self-service/endpoints';
import type * as accountOp from '@/lib/domain/self-service/operations/account';
import type * as subscriptionsOp from '@/lib/domain/self-service/operations/calendar-subscriptions';
import type * as picturesOp from '@/lib/domain/self-service/operations/profile-pictures';
import type * as pushOp from '@/lib/domain/self-service/operations/push';
import { selfServicePaths as paths } from '@/lib/domain/self-service/paths';
import type { TCalendarSubscription } from '@/lib/domain/self-service/calendar-subscriptions';
import type { TProfilePicture } from '@/lib/domain/self-service/profile-pictures';
import type { TPushSettings } from '@/lib/domain/self-service/push';
import type { TLocale } from '@/lib/domain/i18n/locales';
import * as peopleEndpoints from '@/lib/domain/people/endpoints';
import type * as personsOp from '@/lib/domain/people/operations/persons';
import type { TBodyOf } from '@/lib/domain/operation';
import { apiUrl } from './http';
import { callOperation, callVersioned } from './call-operation';
import { useOperation } from './operation';
import { uploadFile } from './upload';

export const useCalendarSubscriptions = (initial?: TCalendarSubscription[]) =>
  useOperation<typeof subscriptionsOp.listOwnSubscriptions>(
    endpoint.listOwnSubscriptions,
    {},
    { fallbackData: initial },
  );
export const createCalendarSubscription = (name: string) =>
  callOperation<typeof subscriptionsOp.createSubscription>(endpoint.createSubscription, {}, { name });
export const refreshCalendarSubscription = (id: number) =>
  callOperation<typeof subscriptionsOp.refreshSubscription>(endpoint.refreshSubscription, { id });
export const deleteCalendarSubscription = (id: number) =>
  callOperation<typeof subscriptionsOp.deleteSubscription>(endpoint.deleteSubscription, { id });

export const usePushSettings = (initial?: TPushSettings) =>
  useOperation<typeof pushOp.getPushSettings>(endpoint.getPushSettings, {}, { fallbackData: initial });
/** The browser's own PushSubscription.toJSON(), sent as it is: the backend checks its keys (422 names a missing one). */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  callOperation<typeof pushOp.savePushSubscription>(
    endpoint.savePushSubscription,
    {},
    subscription as TBodyOf<typeof pushOp.savePushSubscription>,
  );
export const deletePushSubscription = (endpointUrl: string) =>
  callOperation<typeof pushOp.deletePushSubscription>(endpoint.deletePushSubscription, {}, { endpoint: endpointUrl });

/** A change of the profile at the version the user saw (lib/domain/versions.ts). */
export const updateProfile = (person: { id: number; version: number }, input: TBodyOf<typeof personsOp.updatePerson>) =>
  callVersioned<typeof personsOp.updatePerson>(peopleEndpoints.updatePerson, { id: person.id }, person.version, input);
export const setLanguage = (language: TLocale) =>
  callOperation<typeof accountOp.setLanguage>(endpoint.setLanguage, {}, { language });
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  callOperation<typeof accountOp.changePassword>(endpoint.changePassword, {}, input);

export const useProfilePictures = (personId: number, initial?: TProfilePicture[]) =>
  useOperation<typeof picturesOp.listProfilePictures>(
    endpoint.listProfilePictures,
    { id: personId },
    { fallbackData: initial },
  );
export const uploadProfilePicture = (personId: number, file: File, onProgress: (fraction: number) => void) =>
  uploadFile<TProfilePicture>(paths.profilePictures(personId), file, onProgress);
export const usePendingPictures = (initial?: TProfilePicture[]) =>
  useOperation<typeof picturesOp.listPendingPictures>(endpoint.listPendingPictures, {}, { fallbackData: initial });
const pictureReview = { approve: endpoint.approveProfilePicture, reject: endpoint.rejectProfilePicture } as const;
export const reviewProfilePicture = (pictureId: number, action: 'approve' | 'reject') =>
  callOperation<typeof picturesOp.approveProfilePicture | typeof picturesOp.rejectProfilePicture>(
    pictureReview[action],
    { id: pictureId },
  );
export const profilePictureUrl = (personId: number, pictureId: number) =>
  apiUrl(paths.profilePictureFile(personId, pictureId));

/** The session's token carries the login's language: refreshing it now makes a new language count at once. */
export async function refreshSessionNow(): Promise<void> {
  await fetch('/api/session/refresh', { method: 'POST', credentials: 'same-origin' });
}
