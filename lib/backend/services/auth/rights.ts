// Rights (SPEC §6) come from the roles stored per user. Project and plus-crew sessions
// have fixed, narrow rights of their own.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts, mailboxes, roleRights, roles, userMailboxes, userRoles, users } from '../../db/schema';
import { MAILBOX_READ_RIGHT } from '../../../domain/mail';
import type { TMailboxRight, TRights } from '../../../domain/auth';
import type { TAuth } from '../../context';
import { forbidden } from '../../errors';

const PROJECT_SESSION_RIGHTS: TRights = { projects: ['READ'], crews: ['READ'] };
const PLUSCREW_SESSION_RIGHTS: TRights = { plusCrews: ['READ', 'EDIT'] };

export async function getRights(db: DbOrTx, auth: TAuth): Promise<TRights> {
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

export function hasRight(rights: TRights, resource: string, permission = 'READ'): boolean {
  return rights[resource]?.includes(permission) ?? false;
}

export async function requireRight(db: DbOrTx, auth: TAuth, resource: string, permission = 'READ'): Promise<void> {
  if (!hasRight(await getRights(db, auth), resource, permission)) {
    throw forbidden(`Missing right ${resource}.${permission}`);
  }
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
