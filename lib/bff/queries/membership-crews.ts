import 'server-only';
// Server reads of membership crews for pages (lib/domain/membership-crews).
import { cache } from 'react';
import * as membershipCrews from '@/lib/domain/membership-crews/operations/membership-crews';
import { loadOperation } from '../load';

export const getMembershipCrews = () => loadOperation(membershipCrews.listMembershipCrews);
export const getMembershipCrew = cache((id: number) => loadOperation(membershipCrews.getMembershipCrew, { id }));
