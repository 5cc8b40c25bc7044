// The crew member's own days as the phone keeps them, to work without network: one
// answer with their jobs of the last OFFLINE_DAYS_BEFORE and the next OFFLINE_DAYS_AFTER days,
// each job's crew as its pages show it (line-up, location with its address, the contacts), the
// personal calendar of those days, the documents waiting for their signature, and for a crew
// chief the crew documents and sign-off of their crews' working days up to today. Made of the
// screens' own answer types, so that the stored day shows the same fields as the screens.
import { z } from 'zod';
import { addDays } from '../calendar-days';
import { ZLocation } from '../catalog/locations';
import { ZCrewContacts } from '../field-work/contacts';
import { ZCrewDocument } from '../field-work/documents';
import { ZSignOff } from '../field-work/sign-off';
import { ZDocumentListItem } from '../paperwork/documents';
import { ZMapService } from '../people/persons';
import { ZCrewItem } from '../planning/crew-items';
import { ZJob } from '../planning/jobs';
import { ZPersonalCalendar } from '../planning/personal-calendar';
import { ZProjectCrew } from '../planning/project-crews';
import { ZDate, ZTimestamp } from '../response-parts';

export const OFFLINE_DAYS_BEFORE = 7;
export const OFFLINE_DAYS_AFTER = 14;

/** The days a phone keeps, around the tenant's today. */
export const offlineWindow = (today: string) => ({
  from: addDays(today, -OFFLINE_DAYS_BEFORE),
  to: addDays(today, OFFLINE_DAYS_AFTER),
});

/** A crew chief's papers of one working day: what they sign, release and propose hours on. */
export const ZOfflineCrewDay = z.object({
  date: ZDate,
  deliveryNote: ZCrewDocument,
  crewChiefSheet: ZCrewDocument,
  signOff: ZSignOff,
});
export type TOfflineCrewDay = z.infer<typeof ZOfflineCrewDay>;

export const ZOfflineCrew = z.object({
  crew: ZProjectCrew,
  items: z.array(ZCrewItem),
  location: ZLocation.nullable(),
  contacts: ZCrewContacts,
  /** The caller leads this crew: `days` holds its papers. */
  isChief: z.boolean(),
  /** The crew's working days from the window's start to today, for its crew chief; else empty. */
  days: z.array(ZOfflineCrewDay),
});
export type TOfflineCrew = z.infer<typeof ZOfflineCrew>;

export const ZOfflineDay = z.object({
  /** When the server put this together: the "last updated" the phone shows. */
  generatedAt: ZTimestamp,
  personId: z.number().int(),
  today: ZDate,
  timeZone: z.string(),
  from: ZDate,
  to: ZDate,
  mapService: ZMapService,
  /** The /jobs lists as the server drew them up at generatedAt, each cut to [from, to]. */
  jobs: z.object({
    upcoming: z.array(ZJob),
    past: z.array(ZJob),
    toConfirm: z.array(ZJob),
    appliedFor: z.array(ZJob),
  }),
  crews: z.array(ZOfflineCrew),
  calendar: ZPersonalCalendar,
  documentsToSign: z.array(ZDocumentListItem),
});
export type TOfflineDay = z.infer<typeof ZOfflineDay>;
