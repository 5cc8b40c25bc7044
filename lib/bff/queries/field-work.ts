import 'server-only';
// Server reads of a crew's day for pages (lib/domain/field-work paths and contracts).
import { cache } from 'react';
import type { TCrewDocumentKind } from '@/lib/domain/field-work';
import { listDayChecks } from '@/lib/domain/field-work/operations/crew-checks';
import { listCrewContacts } from '@/lib/domain/field-work/operations/crew-contacts';
import { crewDocumentOperations } from '@/lib/domain/field-work/operations/crew-documents';
import { listPhotos } from '@/lib/domain/field-work/operations/crew-photos';
import { listCrewRatings } from '@/lib/domain/field-work/operations/crew-ratings';
import { getSignOffProposal } from '@/lib/domain/field-work/operations/crew-sign-off';
import * as digitalConfirm from '@/lib/domain/field-work/operations/digital-confirm';
import * as forms from '@/lib/domain/field-work/operations/forms';
import { latestLiveLocation } from '@/lib/domain/field-work/operations/live-locations';
import * as securityChecks from '@/lib/domain/field-work/operations/security-checks';
import { loadOperation } from '../load';

export const getCrewContacts = cache((crewId: number) => loadOperation(listCrewContacts, { id: crewId }));
export const getCrewChecks = (crewId: number, date: string) => loadOperation(listDayChecks, { id: crewId }, { date });
export const getSignOff = (crewId: number, date: string) => loadOperation(getSignOffProposal, { id: crewId }, { date });
export const getCrewDocument = (crewId: number, kind: TCrewDocumentKind, date: string) =>
  loadOperation(crewDocumentOperations[kind].getCrewDocument, { id: crewId }, { date });
export const getCrewPhotos = (crewId: number) => loadOperation(listPhotos, { id: crewId });
export const getLiveLocation = (crewId: number) => loadOperation(latestLiveLocation, { id: crewId });
export const getCrewRatings = (crewId: number) => loadOperation(listCrewRatings, { id: crewId });
export const getDigitalConfirmation = (crewId: number, date: string) =>
  loadOperation(digitalConfirm.getDigitalConfirmation, { id: crewId }, { date });

export const getSecurityCheckForms = () => loadOperation(forms.listForms, undefined, { kind: 'securityCheck' });
export const getForm = (formId: number) => loadOperation(forms.getForm, { id: formId });
export const getSecurityCheck = (crewId: number, query: { formId: number; date: string; shift: string }) =>
  loadOperation(securityChecks.getSecurityCheck, { id: crewId }, query);
