import 'server-only';
// Server reads of the crew's own screens (issue 11) for pages: paths and contracts from
// lib/domain (planning for the calendar, self-service for the rest), through the one loader.
import { cache } from 'react';
import { z } from 'zod';
import { availabilityPaths, ZPersonalCalendar } from '@/lib/domain/planning';
import {
  selfServicePaths as paths,
  ZAccount,
  ZCalendarSubscription,
  ZCrewInfo,
  ZPersonTraining,
  ZProfilePicture,
  ZPublicProfile,
  ZPushSettings,
} from '@/lib/domain/self-service';
import { ZCountry } from '@/lib/domain/catalog/reference';
import { referencePaths } from '@/lib/domain/catalog/paths';
import { ZCompany } from '@/lib/domain/people';
import { load } from '../load';

export const getPersonalCalendar = (personId: number, from: string, to: string) =>
  load(availabilityPaths.calendar(personId, from, to), ZPersonalCalendar);
export const getTenantCompanies = () => load(paths.tenantCompanies, z.array(ZCompany));
export const getCountries = () => load(referencePaths.countries(), z.array(ZCountry));
export const getAccount = () => load(paths.account, ZAccount);
export const getPushSettings = () => load(paths.pushSettings, ZPushSettings);
export const getCalendarSubscriptions = () => load(paths.calendarSubscriptions, z.array(ZCalendarSubscription));
export const getProfilePictures = (personId: number) => load(paths.profilePictures(personId), z.array(ZProfilePicture));
export const getPendingPictures = () => load(paths.pendingProfilePictures, z.array(ZProfilePicture));
export const getPublicProfile = cache((personId: number) => load(paths.publicProfile(personId), ZPublicProfile));
export const getTrainings = () => load(paths.trainings, z.array(ZPersonTraining));
export const getCrewInfo = () => load(paths.crewInfo, ZCrewInfo);
