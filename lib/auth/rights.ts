// Rights and login-type checks (SPEC §6), shared by the menu, the shell and the screens.
import type { TRights } from '../domain/auth';
import { PLANNER_LOGIN_TYPES, type TLoginType } from '../domain/auth/login-types';

export function hasRight(rights: TRights | null | undefined, resource: string, permission = 'READ'): boolean {
  return rights?.[resource]?.includes(permission) ?? false;
}

/** Planner means login type planners, operations or planning. */
export const isPlanner = (loginTypes: readonly TLoginType[]) => loginTypes.some((t) => PLANNER_LOGIN_TYPES.includes(t));
export const isCrew = (loginTypes: readonly TLoginType[]) => loginTypes.includes('crew');
export const isClient = (loginTypes: readonly TLoginType[]) => loginTypes.includes('clients');
export const isOffice = (loginTypes: readonly TLoginType[]) => loginTypes.includes('office');
