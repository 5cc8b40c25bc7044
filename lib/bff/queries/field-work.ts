import 'server-only';
// Server reads of a crew's day for pages (lib/domain/field-work paths and contracts).
import { cache } from 'react';
import { z } from 'zod';
import {
  crewPaths,
  ZCrewContacts,
  ZCrewDayMember,
  ZCrewDocument,
  ZCrewPhoto,
  ZCrewRating,
  ZDigitalConfirmation,
  ZForm,
  ZFormResult,
  ZLiveLocation,
  ZSignOff,
  type TCrewDocumentKind,
} from '@/lib/domain/field-work';
import { load } from '../load';

export const getCrewContacts = cache((crewId: number) => load(crewPaths.contacts(crewId), ZCrewContacts));
export const getCrewChecks = (crewId: number, date: string) =>
  load(crewPaths.checks(crewId, date), z.array(ZCrewDayMember));
export const getSignOff = (crewId: number, date: string) => load(crewPaths.signOff(crewId, date), ZSignOff);
export const getCrewDocument = (crewId: number, kind: TCrewDocumentKind, date: string) =>
  load(crewPaths.document(crewId, kind, date), ZCrewDocument);
export const getCrewPhotos = (crewId: number) => load(crewPaths.photos(crewId), z.array(ZCrewPhoto));
export const getLiveLocation = (crewId: number) => load(crewPaths.liveLocations(crewId), ZLiveLocation.nullable());
export const getCrewRatings = (crewId: number) => load(crewPaths.ratings(crewId), z.array(ZCrewRating));
export const getDigitalConfirmation = (crewId: number, date: string) =>
  load(crewPaths.digitalConfirm(crewId, date), ZDigitalConfirmation.nullable());

export const getSecurityCheckForms = () => load(crewPaths.forms('securityCheck'), z.array(ZForm));
export const getForm = (formId: number) => load(crewPaths.form(formId), ZForm);
export const getSecurityCheck = (crewId: number, query: { formId: number; date: string; shift: string }) =>
  load(crewPaths.securityChecks(crewId, query), ZFormResult.nullable());
