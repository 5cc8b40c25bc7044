import 'server-only';
// Who may change membership crews (SPEC §6): planners with crewMemberships CREATE or DELETE.
import { hasRight, isPlanner } from '@/lib/auth/rights';
import { getRequestSession } from '@/lib/i18n/request-context';

export async function membershipPermissions() {
  const session = await getRequestSession();
  const planner = isPlanner(session?.user.loginTypes ?? []);
  return {
    canAdd: planner && hasRight(session?.rights, 'crewMemberships', 'CREATE'),
    canRemove: planner && hasRight(session?.rights, 'crewMemberships', 'DELETE'),
  };
}
