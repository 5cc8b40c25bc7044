'use client';
// The crew's own screens in the browser (issue 11): the personal calendar with blocked dates
// and vacation, calendar feeds, push subscriptions, the own login, profile pictures.
import { availabilityPaths } from '@/lib/domain/planning/paths';
import type { TBlockDate, TBlockDateCreate } from '@/lib/domain/planning/block-dates';
import type { TPersonalCalendar } from '@/lib/domain/planning/personal-calendar';
import type { TVacationRequest, TVacationRequestCreate } from '@/lib/domain/planning/vacation-requests';
import { selfServicePaths as paths } from '@/lib/domain/self-service/paths';
import type { TAccount } from '@/lib/domain/self-service/account';
import type { TCalendarSubscription } from '@/lib/domain/self-service/calendar-subscriptions';
import type { TProfilePicture } from '@/lib/domain/self-service/profile-pictures';
import type { TPushSettings } from '@/lib/domain/self-service/push';
import type { TPerson } from '@/lib/domain/people/persons';
import { personPaths } from '@/lib/domain/people/paths';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';
import { uploadFile } from './upload';

export const usePersonalCalendar = (personId: number, from: string, to: string, initial?: TPersonalCalendar) =>
  useApi<TPersonalCalendar>(availabilityPaths.calendar(personId, from, to), { fallbackData: initial });

export const blockDates = (input: TBlockDateCreate) => apiPost<TBlockDate>(availabilityPaths.blockDates, input);
export const deleteBlockDate = (id: number) => apiCall(availabilityPaths.blockDate(id), { method: 'DELETE' });

export const requestVacation = (input: TVacationRequestCreate) =>
  apiPost<TVacationRequest>(availabilityPaths.vacationRequests, input);
export const withdrawVacation = (id: number) => apiCall(availabilityPaths.vacationRequest(id), { method: 'DELETE' });

export const useCalendarSubscriptions = (initial?: TCalendarSubscription[]) =>
  useApi<TCalendarSubscription[]>(paths.calendarSubscriptions, { fallbackData: initial });
export const createCalendarSubscription = (name: string) =>
  apiPost<TCalendarSubscription>(paths.calendarSubscriptions, { name });
export const refreshCalendarSubscription = (id: number) =>
  apiPost<TCalendarSubscription>(paths.calendarSubscriptionRefresh(id));
export const deleteCalendarSubscription = (id: number) => apiCall(paths.calendarSubscription(id), { method: 'DELETE' });

export const usePushSettings = (initial?: TPushSettings) =>
  useApi<TPushSettings>(paths.pushSettings, { fallbackData: initial });
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiPost<TPushSettings>(paths.pushSubscribe, subscription);
export const deletePushSubscription = (endpoint: string) => apiPost(paths.pushUnsubscribe, { endpoint });

export const updateProfile = (personId: number, input: Record<string, unknown>) =>
  apiCall<TPerson>(personPaths.person(personId), { method: 'PUT', json: input });
export const setLanguage = (language: string) =>
  apiCall<TAccount>(paths.accountLanguage, { method: 'PUT', json: { language } });
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiPost(paths.accountPassword, input);

export const useProfilePictures = (personId: number, initial?: TProfilePicture[]) =>
  useApi<TProfilePicture[]>(paths.profilePictures(personId), { fallbackData: initial });
export const uploadProfilePicture = (personId: number, file: File, onProgress: (fraction: number) => void) =>
  uploadFile<TProfilePicture>(paths.profilePictures(personId), file, onProgress);
export const usePendingPictures = (initial?: TProfilePicture[]) =>
  useApi<TProfilePicture[]>(paths.pendingProfilePictures, { fallbackData: initial });
export const reviewProfilePicture = (pictureId: number, action: 'approve' | 'reject') =>
  apiPost<TProfilePicture>(paths.profilePictureReview(pictureId, action));
export const profilePictureUrl = (personId: number, pictureId: number) =>
  apiUrl(paths.profilePictureFile(personId, pictureId));

/** The session's token carries the login's language: refreshing it now makes a new language count at once. */
export async function refreshSessionNow(): Promise<void> {
  await fetch('/api/session/refresh', { method: 'POST', credentials: 'same-origin' });
}
