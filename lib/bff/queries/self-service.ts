import 'server-only';
// Server reads of the crew's own screens for pages: paths and contracts from
// lib/domain (planning for the calendar, self-service for the rest), through the one loader.
import { cache } from 'react';
import { listCountries } from '@/lib/domain/catalog/operations/reference';
import { listTenantCompanies } from '@/lib/domain/people/operations/companies';
import * as vacationRequests from '@/lib/domain/planning/operations/vacation-requests';
import * as account from '@/lib/domain/self-service/operations/account';
import { listOwnSubscriptions } from '@/lib/domain/self-service/operations/calendar-subscriptions';
import * as profilePictures from '@/lib/domain/self-service/operations/profile-pictures';
import * as push from '@/lib/domain/self-service/operations/push';
import * as trainingsCrewInfo from '@/lib/domain/self-service/operations/trainings-crew-info';
import { loadOperation } from '../load';

export const getPersonalCalendar = (personId: number, from: string, to: string) =>
  loadOperation(vacationRequests.getPersonalCalendar, { id: personId }, { from, to });
export const getTenantCompanies = () => loadOperation(listTenantCompanies);
export const getCountries = () => loadOperation(listCountries);
export const getAccount = () => loadOperation(account.getAccount);
export const getPushSettings = () => loadOperation(push.getPushSettings);
export const getCalendarSubscriptions = () => loadOperation(listOwnSubscriptions);
export const getProfilePictures = (personId: number) =>
  loadOperation(profilePictures.listProfilePictures, { id: personId });
export const getPendingPictures = () => loadOperation(profilePictures.listPendingPictures);
export const getPublicProfile = cache((personId: number) =>
  loadOperation(profilePictures.getPublicProfile, { id: personId }),
);
export const getTrainings = () => loadOperation(trainingsCrewInfo.listTrainings);
export const getCrewInfo = () => loadOperation(trainingsCrewInfo.getCrewInfo);
