// Logins and what guards them: users with their roles and rights (rules §6), login sessions,
// password links and the attempt counters behind rate limits.
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  primaryKey,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TSessionType } from '../../../domain/auth/session';
import { createdAt, persons, tenantId } from './core';
import { versionColumns } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    loginTypes: text('login_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [uniqueIndex('users_tenant_username_uq').on(t.tenantId, t.username), index('users_person_idx').on(t.personId)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenantId, t.name)],
);

export const roleRights = pgTable(
  'role_rights',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resource, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * Counters per key and window, raised atomically before the thing they limit is done: login
 * attempts per username, project, plus crew and client address; reset requests; photo uploads.
 * `strikes` counts windows in a row that ran over, so that each lock-out lasts longer than the one
 * before (see services/limits/attempts.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    strikes: integer('strikes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'reset' | 'welcome'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Login sessions, so that they can be ended on the server (logout, "log out everywhere", a
 * password change). The id travels in the token (`sid`) and so in the sealed cookie; a session
 * ends at `expiresAt` whatever refreshes happen. A project (PID) or plus-crew (PCID) session
 * names the project or plus crew whose password opened it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<TSessionType>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id'),
    plusCrewId: integer('plus_crew_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('sessions_user_idx').on(t.tenantId, t.userId),
    index('sessions_project_idx').on(t.tenantId, t.projectId),
    index('sessions_plus_crew_idx').on(t.tenantId, t.plusCrewId),
  ],
);
