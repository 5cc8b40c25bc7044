// Every right a role can grant (rules §6), and the login-type rules, in one place for the
// backend's guards and services and the web app's pages and menu. A right is written
// `resource.PERMISSION`, so a misspelt one fails the type check. Without zod: the shell's menu
// rules run in the browser on every screen.
import { PLANNER_LOGIN_TYPES, type TLoginType } from './login-types';

/** Each resource with the permissions a role can hold on it. */
export const RIGHTS = {
  payrolls: ['READ'],
  staffContracts: ['READ'],
  planningCalendar: ['READ', 'READSPAREFUNCTION'],
  projects: ['READ', 'EDIT', 'EDIT_PROJECT_LOGO'],
  receipts: ['READ', 'CREATE', 'DELETE'],
  invoices: ['READ', 'CREATE', 'EDIT'],
  mailboxes: ['READ'],
  crewInfo: ['READ'],
  vacancies: ['READ'],
  training: ['READ'],
  persons: ['READ'],
  mobileDocuments: ['READ'],
  rateCards: ['READ'],
  personProfiles: ['READ'],
  projectAttachments: ['READ'],
  toDoCalendar: ['READ'],
  membershipCrews: ['READ'],
  planningCrewItemList: ['READ'],
  crews: ['READ', 'EDIT'],
  plusCrews: ['READ', 'EDIT'],
  crewProfile: ['READ', 'CONTACT'],
  crewMemberships: ['CREATE', 'DELETE'],
  mobileProjectVacancies: ['READ'],
} as const satisfies Record<string, readonly string[]>;

export type TResource = keyof typeof RIGHTS;
export type TPermissionOf<R extends TResource> = (typeof RIGHTS)[R][number];
/** `projects.EDIT`, `receipts.CREATE`, …: only the pairs of RIGHTS. */
export type TRight = { [R in TResource]: `${R}.${TPermissionOf<R>}` }[TResource];
/** What a role grants: some resources, each with some of its permissions. */
export type TRoleRights = { [R in TResource]?: readonly TPermissionOf<R>[] };
/** What a caller holds, as the backend answers it (resource → permissions). */
export type THeldRights = Record<string, readonly string[]>;

/** The caller's rights include `right`. */
export function can(rights: THeldRights | null | undefined, right: TRight): boolean {
  const dot = right.indexOf('.');
  return rights?.[right.slice(0, dot)]?.includes(right.slice(dot + 1)) ?? false;
}

/** Every right of RIGHTS, as `resource.PERMISSION` (a function: the browser's menu needs none of it). */
export const allRights = (): TRight[] =>
  Object.entries(RIGHTS).flatMap(([resource, permissions]) =>
    permissions.map((permission) => `${resource}.${permission}` as TRight),
  );

/** Planner means login type planners, operations or planning. */
export const isPlanner = (loginTypes: readonly TLoginType[]) => loginTypes.some((t) => PLANNER_LOGIN_TYPES.includes(t));
export const isCrew = (loginTypes: readonly TLoginType[]) => loginTypes.includes('crew');
export const isClient = (loginTypes: readonly TLoginType[]) => loginTypes.includes('clients');
export const isOffice = (loginTypes: readonly TLoginType[]) => loginTypes.includes('office');
/** Planners and office see every project, person, contact, invoice and document of the tenant. */
export const isPlannerOrOffice = (loginTypes: readonly TLoginType[]) => isPlanner(loginTypes) || isOffice(loginTypes);
/** The client and planner screens of rules §6 ("client or planner"). */
export const isClientOrPlanner = (loginTypes: readonly TLoginType[]) => isClient(loginTypes) || isPlanner(loginTypes);
