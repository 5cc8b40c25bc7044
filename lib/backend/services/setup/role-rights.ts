// The rights (rules §6) each login type's role grants in a new tenant: the demo tenants and
// those made by `npm run tenant:create` start from the same roles.
import type { TLoginType } from '../../../domain/auth';
import type { TRoleRights } from '../../../domain/auth/rights-registry';

export const ROLE_RIGHTS: Record<TLoginType, TRoleRights> = {
  crew: {
    projects: ['READ'],
    payrolls: ['READ'],
    staffContracts: ['READ'],
    crewInfo: ['READ'],
    vacancies: ['READ'],
    training: ['READ'],
    mobileDocuments: ['READ'],
    personProfiles: ['READ'],
    persons: ['READ'],
    crews: ['READ'],
  },
  planners: {
    planningCalendar: ['READ', 'READSPAREFUNCTION'],
    projects: ['READ', 'EDIT', 'EDIT_PROJECT_LOGO'],
    persons: ['READ'],
    rateCards: ['READ'],
    toDoCalendar: ['READ'],
    membershipCrews: ['READ'],
    crewMemberships: ['CREATE', 'DELETE'],
    crews: ['READ', 'EDIT'],
    crewProfile: ['READ', 'CONTACT'],
    mobileProjectVacancies: ['READ'],
    training: ['READ'],
    projectAttachments: ['READ'],
    personProfiles: ['READ'],
    plusCrews: ['READ', 'EDIT'],
    planningCrewItemList: ['READ'],
  },
  operations: {
    planningCalendar: ['READ'],
    projects: ['READ', 'EDIT'],
    persons: ['READ'],
    toDoCalendar: ['READ'],
    crews: ['READ', 'EDIT'],
    training: ['READ'],
    membershipCrews: ['READ'],
  },
  planning: {
    planningCalendar: ['READ', 'READSPAREFUNCTION'],
    projects: ['READ', 'EDIT'],
    persons: ['READ'],
    toDoCalendar: ['READ'],
    crews: ['READ', 'EDIT'],
    training: ['READ'],
    membershipCrews: ['READ'],
    crewMemberships: ['CREATE', 'DELETE'],
  },
  clients: {
    projects: ['READ'],
    planningCalendar: ['READ'],
    planningCrewItemList: ['READ'],
    membershipCrews: ['READ'],
    crews: ['READ'],
    invoices: ['READ'],
    mailboxes: ['READ'],
    training: ['READ'],
  },
  office: {
    receipts: ['READ', 'CREATE', 'DELETE'],
    invoices: ['READ', 'CREATE', 'EDIT'],
    mailboxes: ['READ'],
    persons: ['READ'],
    payrolls: ['READ'],
    projects: ['READ'],
    training: ['READ'],
    mobileDocuments: ['READ'],
    rateCards: ['READ'],
  },
};

/** The role of a tenant's first administrator, beside the login-type roles (users.ts leaves it alone). */
export const ADMIN_ROLE = 'administrators';

/** Every right any login type grants: the first administrator can reach every screen. */
export const ADMIN_RIGHTS: TRoleRights = (() => {
  const all: Record<string, Set<string>> = {};
  for (const rights of Object.values(ROLE_RIGHTS))
    for (const [resource, perms] of Object.entries(rights)) for (const p of perms) (all[resource] ??= new Set()).add(p);
  return Object.fromEntries(Object.entries(all).map(([resource, perms]) => [resource, [...perms].sort()]));
})();
