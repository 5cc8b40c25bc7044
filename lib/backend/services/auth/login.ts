// POST /auth/token: user, project (PID) and plus-crew (PCID) logins, with a failed-login
// limit kept in the database so that it holds across backend processes.
import { subMinutes } from 'date-fns/subMinutes';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts, loginAttempts, persons, plusCrews, projects, tenants, users } from '../../db/schema';
import { ApiError } from '../../errors';
import {
  ZLoginType,
  type TCredentials,
  type TLoginData,
  type TLoginType,
  type TTokenPayload,
} from '../../../domain/auth';
import { verifyPassword } from './passwords';
import { signToken } from './tokens';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MINUTES = 15;

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

/** Failures since the last success, within the window. */
async function recentFailures(db: DbOrTx, tenantId: number, key: string, now: Date): Promise<number> {
  const since = subMinutes(now, FAILED_LOGIN_WINDOW_MINUTES);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tenantId, tenantId),
        eq(loginAttempts.username, key),
        eq(loginAttempts.success, true),
        gt(loginAttempts.at, since),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tenantId, tenantId),
        eq(loginAttempts.username, key),
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, from),
      ),
    );
  return row?.n ?? 0;
}

const invalid = () => new ApiError('INVALID_CREDENTIALS', 'The username or password is not correct');

export async function login(
  db: Db,
  tenantId: number,
  creds: TCredentials,
  secret: string,
  now = new Date(),
): Promise<string> {
  const key =
    creds.username !== undefined
      ? creds.username.toLowerCase()
      : creds.projectId !== undefined
        ? `PID:${creds.projectId}`
        : `PCID:${creds.plusCrewId}`;
  if ((await recentFailures(db, tenantId, key, now)) >= MAX_FAILED_LOGINS) {
    throw new ApiError('TOO_MANY_ATTEMPTS', 'Too many failed logins. Try again in 15 minutes.');
  }
  const payload = await checkCredentials(db, tenantId, creds);
  await db.insert(loginAttempts).values({ tenantId, username: key, success: payload !== null, at: now });
  if (!payload) throw invalid();
  return signToken(payload, secret);
}

type TUnsigned = Omit<TTokenPayload, 'iat' | 'exp'>;

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
