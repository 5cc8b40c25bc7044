// Rights (rules §6) come from the roles stored per user, read once per request. Project and
// plus-crew sessions have fixed, narrow rights of their own. Which rights exist, and `can`, are
// in lib/domain/auth/rights-registry.ts.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts, mailboxes, roleRights, roles, userMailboxes, userRoles, users } from '../../db/schema';
import { MAILBOX_READ_RIGHT } from '../../../domain/mail';
import type { TMailboxRight, TRights } from '../../../domain/auth';
import { can, type TRight, type TRoleRights } from '../../../domain/auth/rights-registry';
import type { TAuth } from '../../context';
import { forbidden } from '../../errors';

const PROJECT_SESSION_RIGHTS = { projects: ['READ'], crews: ['READ'] } satisfies TRoleRights;
const PLUSCREW_SESSION_RIGHTS = { plusCrews: ['READ', 'EDIT'] } satisfies TRoleRights;

/** Each request's session object (http/auth.ts makes one per request) keeps its rights once read. */
const perRequest = new WeakMap<TAuth, Promise<TRights>>();

/** The caller's rights; read from the database once per request. */
export function getRights(db: DbOrTx, auth: TAuth): Promise<TRights> {
  let rights = perRequest.get(auth);
  if (!rights) {
    rights = readRights(db, auth);
    perRequest.set(auth, rights);
    // A failed read is not kept: the next check asks again.
    rights.catch(() => perRequest.delete(auth));
  }
  return rights;
}

async function readRights(db: DbOrTx, auth: TAuth): Promise<TRights> {
  if (auth.type === 'project') return PROJECT_SESSION_RIGHTS;
  if (auth.type === 'pluscrew') return PLUSCREW_SESSION_RIGHTS;
  if (auth.userId === null) return {};
  const rows = await db
    .select({ resource: roleRights.resource, permission: roleRights.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(roleRights, eq(roleRights.roleId, roles.id))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.userId, auth.userId), eq(users.tenantId, auth.tenantId), eq(roles.tenantId, auth.tenantId)),
    );
  const rights: TRights = {};
  for (const { resource, permission } of rows) {
    const list = (rights[resource] ??= []);
    if (!list.includes(permission)) list.push(permission);
  }
  for (const list of Object.values(rights)) list.sort();
  return rights;
}

/** The caller holds `right`. */
export async function holds(db: DbOrTx, auth: TAuth, right: TRight): Promise<boolean> {
  return can(await getRights(db, auth), right);
}

export async function requireRight(db: DbOrTx, auth: TAuth, right: TRight): Promise<void> {
  if (!(await holds(db, auth, right))) throw forbidden(`Missing right ${right}`);
}

export async function getMailboxRights(db: DbOrTx, auth: TAuth): Promise<TMailboxRight[]> {
  if (auth.type !== 'user' || auth.userId === null) return [];
  const rows = await db
    .select({ id: mailboxes.id, name: mailboxes.name, rights: userMailboxes.rights })
    .from(userMailboxes)
    .innerJoin(mailboxes, eq(mailboxes.id, userMailboxes.mailboxId))
    .where(and(eq(userMailboxes.userId, auth.userId), eq(mailboxes.tenantId, auth.tenantId)));
  // A client's users read their own client's mailbox (the mail sent to that client), without a
  // row of their own: a client login made later sees it too (services/mailbox/mailboxes.ts).
  if (auth.loginTypes.includes('clients') && auth.contactNumber !== null) {
    const own = await db
      .select({ id: mailboxes.id, name: mailboxes.name })
      .from(mailboxes)
      .innerJoin(contacts, eq(contacts.id, mailboxes.contactId))
      .where(and(eq(mailboxes.tenantId, auth.tenantId), eq(contacts.number, auth.contactNumber)));
    for (const m of own) {
      const row = rows.find((r) => r.id === m.id);
      if (!row) rows.push({ ...m, rights: [MAILBOX_READ_RIGHT] });
      else if (!row.rights.includes(MAILBOX_READ_RIGHT)) row.rights = [...row.rights, MAILBOX_READ_RIGHT];
    }
  }
  return rows.sort((a, b) => a.id - b.id);
}
