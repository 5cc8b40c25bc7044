import 'server-only';
// Who may change membership crews (rules §6): planners with crewMemberships CREATE or DELETE.
import { can, isPlanner } from '@/lib/domain/auth/rights-registry';
import { getRequestSession } from '@/lib/bff/render-context';

export async function membershipPermissions() {
  const session = await getRequestSession();
  const planner = isPlanner(session?.user.loginTypes ?? []);
  return {
    canAdd: planner && can(session?.rights, 'crewMemberships.CREATE'),
    canRemove: planner && can(session?.rights, 'crewMemberships.DELETE'),
  };
}
