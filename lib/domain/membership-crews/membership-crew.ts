// Membership crews (rules "Membership crew"): standing teams of persons, kept by planners
// and optionally for one client. Members are added and removed through crew memberships.
import { z } from 'zod';
import { optionalText, ZId } from '../primitives';
import { ZContactRef, ZCount, ZNamedRef, ZTimestamp } from '../response-parts';

export const ZMembershipCrewInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  contactId: ZId.nullable().optional(),
  comment: optionalText(1000),
});
export type TMembershipCrewInput = z.infer<typeof ZMembershipCrewInput>;

export const ZMembershipCrew = z.object({
  id: ZId,
  name: z.string(),
  contact: ZContactRef.nullable(),
  comment: z.string().nullable(),
  memberCount: ZCount,
});
export type TMembershipCrew = z.infer<typeof ZMembershipCrew>;

export const ZMembershipMember = z.object({
  id: ZId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  functions: z.array(ZNamedRef),
  memberSince: ZTimestamp,
});
export type TMembershipMember = z.infer<typeof ZMembershipMember>;

export const ZMembershipCrewDetail = ZMembershipCrew.extend({ members: z.array(ZMembershipMember) });
export type TMembershipCrewDetail = z.infer<typeof ZMembershipCrewDetail>;

/** POST /contacts/{personId}/plannerCrewMemberships: the team the person joins. */
export const ZMembershipInput = z.strictObject({ plannerCrewId: ZId });
export type TMembershipInput = z.infer<typeof ZMembershipInput>;

export const ZMembership = z.object({ plannerCrewId: ZId, personId: ZId });
export type TMembership = z.infer<typeof ZMembership>;
