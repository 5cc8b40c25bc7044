import 'server-only';
// What every field-work page of a crew needs on the server: the session, the crew (name and
// crew chief, from GET /projectCrews/{id}), the caller's role in it, the work date (today in
// the tenant's time zone, or a valid ?date=) and a way to load more with the session token.
import { getTimeZone } from 'next-intl/server';
import { z } from 'zod';
import { backendJson, BackendError } from '@/lib/bff/backend-client';
import { requestHost } from '@/lib/bff/tenant';
import { isPlanner } from '@/lib/auth/rights';
import { getRequestSession } from '@/lib/i18n/request-context';
import { utcToZonedDate } from '@/lib/domain/time-zone';
import { knownErrorCode, type TErrorCode } from '@/lib/client/error-message';

export type TLoad<T> = { ok: true; data: T } | { ok: false; code: TErrorCode; status: number };

const ZCrewHead = z.object({
  id: z.number(),
  name: z.string(),
  project: z.object({ id: z.number(), number: z.number(), name: z.string() }),
  crewChief: z.object({ id: z.number() }).passthrough().nullable(),
});
export type TCrewHead = z.infer<typeof ZCrewHead>;

export async function loadFromBackend<T>(path: string, schema?: z.ZodType<T>): Promise<TLoad<T>> {
  const session = await getRequestSession();
  if (!session) return { ok: false, code: 'UNAUTHENTICATED', status: 401 };
  try {
    return { ok: true, data: await backendJson<T>(path, { token: session.token, host: await requestHost() }, schema) };
  } catch (err) {
    if (err instanceof BackendError) return { ok: false, code: knownErrorCode(err.code), status: err.status };
    if (err instanceof z.ZodError) return { ok: false, code: 'BACKEND_ERROR', status: 502 };
    return { ok: false, code: 'UNKNOWN', status: 500 };
  }
}

const isRealDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A date from the URL counts only if it parses as a real date (SPEC §5); otherwise today. */
export async function workDateOf(query: string | string[] | undefined): Promise<{ date: string; today: string }> {
  const today = utcToZonedDate(new Date(), await getTimeZone());
  return { date: typeof query === 'string' && isRealDate(query) ? query : today, today };
}

export type TCrewPage = {
  crew: TLoad<TCrewHead>;
  personId: number | null;
  isChief: boolean;
  isPlanner: boolean;
};

export async function loadCrewPage(id: string): Promise<TCrewPage> {
  const session = await getRequestSession();
  const crewId = Number(id);
  const crew: TLoad<TCrewHead> =
    Number.isInteger(crewId) && crewId > 0
      ? await loadFromBackend(`/projectCrews/${crewId}`, ZCrewHead)
      : { ok: false, code: 'NOT_FOUND', status: 404 };
  const personId = session?.user.personId ?? null;
  return {
    crew,
    personId,
    isChief: crew.ok && personId !== null && crew.data.crewChief?.id === personId,
    isPlanner: !!session && isPlanner(session.user.loginTypes),
  };
}
