// POST /auth/token: user, project (PID) and plus-crew (PCID) logins, with attempt limits kept
// in the database (services/limits/attempts.ts) so that they hold across backend processes.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts, persons, plusCrews, projects, tenants, users } from '../../db/schema';
import { ApiError } from '../../errors';
import {
  ZLoginType,
  type TCredentials,
  type TLoginData,
  type TLoginType,
  type TTokenPayload,
} from '../../../domain/auth';
import { verifyPassword } from './passwords';
import { openSession } from './sessions';
import { signToken } from './tokens';
import { clearAttempts, returnAttempt, takeAttemptsOrThrow, type TLimit } from '../limits/attempts';
import { clock } from '../../../domain/clock';

/** Password checks allowed per username, project or plus crew in one window. */
export const MAX_LOGIN_ATTEMPTS = 5;
/** Login attempts allowed per client address in one window (a password sprayed over usernames). */
export const MAX_LOGIN_ATTEMPTS_PER_CLIENT = 10;
/** The first window lasts a minute; each one used up doubles the next, up to 15 minutes. */
export const LOGIN_LIMIT: TLimit = { max: MAX_LOGIN_ATTEMPTS, windowSeconds: 60, growing: true, maxWindowSeconds: 900 };
export const CLIENT_LOGIN_LIMIT: TLimit = { ...LOGIN_LIMIT, max: MAX_LOGIN_ATTEMPTS_PER_CLIENT };

const CAPTIONS: Record<TLoginType, string> = {
  clients: 'Clients',
  crew: 'Crew',
  planners: 'Planners',
  operations: 'Operations',
  planning: 'Planning',
  office: 'Office',
};

export const loginTypesWithCaption = (types: readonly string[]) =>
  types.filter((t): t is TLoginType => ZLoginType.safeParse(t).success).map((id) => ({ id, caption: CAPTIONS[id] }));

const invalid = () => new ApiError('INVALID_CREDENTIALS', 'The username or password is not correct');

/**
 * Checks the credentials after taking an attempt for the login (username, PID or PCID) and for the
 * client's address; a success clears the login's count and gives the address its attempt back.
 */
export async function login(
  db: Db,
  tenantId: number,
  creds: TCredentials,
  secret: string,
  client: string,
  now = clock.now(),
): Promise<string> {
  const key =
    creds.username !== undefined
      ? `login:user:${creds.username.toLowerCase()}`
      : creds.projectId !== undefined
        ? `login:pid:${creds.projectId}`
        : `login:pcid:${creds.plusCrewId}`;
  const clientKey = `login:client:${client}`;
  await takeAttemptsOrThrow(
    db,
    tenantId,
    [
      { key, limit: LOGIN_LIMIT },
      { key: clientKey, limit: CLIENT_LOGIN_LIMIT },
    ],
    now,
  );
  const payload = await checkCredentials(db, tenantId, creds);
  if (!payload) throw invalid();
  await clearAttempts(db, tenantId, key);
  await returnAttempt(db, tenantId, clientKey);
  const session = await openSession(
    db,
    tenantId,
    { kind: payload.type, userId: payload.uid, projectId: payload.project?.id, plusCrewId: payload.plusCrew?.id },
    now,
  );
  return signToken({ ...payload, ...session }, secret, Math.floor(now.getTime() / 1000));
}

/** A token's payload before it is tied to a session. */
type TUnsigned = Omit<TTokenPayload, 'iat' | 'exp' | 'sid' | 'sexp'>;

async function checkCredentials(db: DbOrTx, tenantId: number, creds: TCredentials): Promise<TUnsigned | null> {
  const [tenant] = await db.select({ lang: tenants.defaultLanguage }).from(tenants).where(eq(tenants.id, tenantId));
  const tenantLanguage = tenant?.lang ?? 'en';
  if (creds.username !== undefined) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.username, creds.username.toLowerCase())));
    // Verify against a dummy hash when the user is unknown, so timing reveals nothing.
    const ok = await verifyPassword(creds.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok || !user.active) return null;
    return buildUserPayload(db, tenantId, user.id);
  }
  // Project (PID) and plus-crew (PCID) logins belong to no person and read in the tenant's language.
  const loginData: TLoginData = { person: null, contactNumber: null, language: tenantLanguage, loginTypes: [] };
  if (creds.projectId !== undefined) {
    const project = await checkRowPassword(db, tenantId, projects, creds.projectId, creds.password);
    return project && { type: 'project', tid: tenantId, loginData, project };
  }
  const plusCrew = await checkRowPassword(db, tenantId, plusCrews, creds.plusCrewId ?? -1, creds.password);
  return plusCrew && { type: 'pluscrew', tid: tenantId, loginData, plusCrew };
}

/** The project or plus crew whose own password this is, or null (also when it has none). */
async function checkRowPassword(
  db: DbOrTx,
  tenantId: number,
  table: typeof projects | typeof plusCrews,
  id: number,
  password: string,
): Promise<{ id: number; number: number } | null> {
  const [row] = await db
    .select({ id: table.id, number: table.number, passwordHash: table.passwordHash })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  if (!row?.passwordHash || !(await verifyPassword(password, row.passwordHash))) return null;
  return { id: row.id, number: row.number };
}

/** The payload of a user token, read fresh from the database (also used by refresh). */
export async function buildUserPayload(db: DbOrTx, tenantId: number, userId: number): Promise<TUnsigned | null> {
  const [row] = await db
    .select({ user: users, person: persons, contactNumber: contacts.number })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .leftJoin(contacts, eq(contacts.id, persons.contactId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!row || !row.user.active) return null;
  return {
    type: 'user',
    tid: tenantId,
    uid: row.user.id,
    loginData: {
      person: { id: row.person.id, firstName: row.person.firstName, lastName: row.person.lastName },
      contactNumber: row.contactNumber ?? null,
      language: row.user.language,
      loginTypes: loginTypesWithCaption(row.user.loginTypes),
    },
  };
}

// scrypt hash of a random string nobody knows; only used to spend the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$3q2-7wAAAAAAAAAAAAAAAA$QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVowMTIzNDU';
