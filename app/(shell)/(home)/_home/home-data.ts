import 'server-only';
// Home's calls to the backend, validated and reshaped so the sections never read the wire format.
import { z } from 'zod';
import { backendJson, BackendError } from '@/lib/bff/backend-client';
import { requestHost } from '@/lib/bff/tenant';
import { knownErrorCode, type TErrorCode } from '@/lib/client/error-message';
import { getRequestSession } from '@/lib/i18n/request-context';

export type TResult<T> = { ok: true; data: T } | { ok: false; code: TErrorCode };

const ZRef = z.object({ id: z.number(), name: z.string() });
const ZProjectRef = z.object({ id: z.number(), number: z.number(), name: z.string() });

export const ZHomeJob = z.object({
  id: z.number(),
  status: z.string(),
  project: ZProjectRef,
  crew: ZRef.nullable().optional(),
  function: ZRef.nullable().optional(),
  location: z.object({ name: z.string(), city: z.string().nullable().optional() }).nullable().optional(),
  startsAt: z.string(),
  endsAt: z.string(),
  isCrewChief: z.boolean().optional(),
});
export type THomeJob = z.infer<typeof ZHomeJob>;

export const ZHomeCrew = z.object({
  id: z.number(),
  name: z.string(),
  project: ZProjectRef,
  // Shapes of these two are owned by the planning endpoints; only a name is shown here.
  location: z.object({ name: z.string() }).nullable().optional().catch(null),
  crewChief: z.object({ name: z.string() }).nullable().optional().catch(null),
});
export type THomeCrew = z.infer<typeof ZHomeCrew>;

export const ZHomeActivity = z.object({
  id: z.number(),
  caption: z.string(),
  dueDate: z.string().nullable().optional(),
  priority: z.number().nullable().optional(),
});
export type THomeActivity = z.infer<typeof ZHomeActivity>;

export const ZHomeProject = z.object({
  id: z.number(),
  number: z.number(),
  name: z.string(),
  status: z.string(),
  beginDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  client: z.object({ name: z.string() }).nullable().optional(),
});
export type THomeProject = z.infer<typeof ZHomeProject>;

async function call<T>(path: string, schema: z.ZodType<T>): Promise<TResult<T[]>> {
  const session = await getRequestSession();
  if (!session) return { ok: false, code: 'UNAUTHENTICATED' };
  try {
    const data = await backendJson(path, { token: session.token, host: await requestHost() }, z.array(schema));
    return { ok: true, data };
  } catch (err) {
    if (err instanceof BackendError) return { ok: false, code: knownErrorCode(err.code) };
    if (err instanceof z.ZodError) return { ok: false, code: 'BACKEND_ERROR' };
    return { ok: false, code: 'UNKNOWN' };
  }
}

export const getUpcomingJobs = () => call('/jobs?list=upcoming&limit=5', ZHomeJob);
export const getJobsToConfirm = () => call('/jobs?list=toConfirm', ZHomeJob);
export const getCrewsOn = (date: string) => call(`/projectCrews?date=${encodeURIComponent(date)}`, ZHomeCrew);
export const getOpenActivities = () => call('/activities?done=false&limit=5', ZHomeActivity);
export const getRunningProjects = () => call('/projects?period=ongoing&limit=10', ZHomeProject);
