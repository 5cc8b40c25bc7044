import 'server-only';
// Server reads of membership crews for pages (lib/domain/membership-crews).
import { cache } from 'react';
import { z } from 'zod';
import { membershipCrewPaths, ZMembershipCrew, ZMembershipCrewDetail } from '@/lib/domain/membership-crews';
import { load } from '../load';

export const getMembershipCrews = () => load(membershipCrewPaths.list(), z.array(ZMembershipCrew));
export const getMembershipCrew = cache((id: number) => load(membershipCrewPaths.crew(id), ZMembershipCrewDetail));
