import 'server-only';
// The one loader of server-rendered pages: the session's token goes along, the answer is checked
// against its contract, and every failure becomes a code the page can translate. Queries in
// lib/bff/queries/<area>.ts call it; pages never call the backend themselves.
import { notFound, redirect } from 'next/navigation';
import type { z } from 'zod';
import type { TErrorCode } from '../domain/errors';
import { pathOf, type TPathParams } from '../domain/endpoint';
import { answerSchemaOf, type TAnswerOf, type TOperation, type TQueryOf } from '../domain/operation';
import { withQuery } from '../domain/api-path';
import { getRequestCookieSession } from './render-context';
import { BackendError, backendJson } from './backend-client';
import { isSessionEndedError } from './session-live';
import { requestHost } from './tenant';
import { processLog } from '../node-http/logger';

export type TLoaded<T> = { ok: true; data: T } | { ok: false; code: TErrorCode; status: number };

export const failed = (code: TErrorCode, status: number): TLoaded<never> => ({ ok: false, code, status });
export const NOT_FOUND = failed('NOT_FOUND', 404);

/**
 * A page's own record (the payroll of /payrolls/{number}): when there is none, the page answers
 * 404 with the shell's not-found screen, under the heading its registry row names (`missing`).
 * Any other failure is the page's to show.
 */
export function pageRecord<T>(result: TLoaded<T>): TLoaded<T> {
  if (!result.ok && result.status === 404) notFound();
  return result;
}

/**
 * Pages load only for a session. Without one, or once the backend has ended it (a logout, a copy
 * of the cookie), the browser goes to /login: a soft navigation renders no layout, so no other
 * part of the page would send it there.
 */
export async function load<T>(path: string, schema: z.ZodType<T>): Promise<TLoaded<T>> {
  // The cookie's own token: the backend checks its session on this very call.
  const session = await getRequestCookieSession();
  if (!session) redirect('/login');
  try {
    return { ok: true, data: await backendJson(path, { token: session.token, host: await requestHost() }, schema) };
  } catch (err) {
    if (isSessionEndedError(err)) redirect('/login');
    if (err instanceof BackendError) return failed(err.code, err.status);
    processLog().error({ err, path }, "loading a page's data failed");
    return failed('UNKNOWN', 500);
  }
}

/** Loads an operation's answer, checked against the operation's own answer schema. */
export function loadOperation<O extends TOperation>(
  operation: O,
  params?: TPathParams<O['path']>,
  query?: TQueryOf<O>,
): Promise<TLoaded<TAnswerOf<O>>> {
  return load(withQuery(pathOf(operation, params), query ?? {}), answerSchemaOf(operation));
}

/** A route's id segment as a positive 32-bit integer, or null (the page then shows not-found). */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2147483647 ? n : null;
}

/** Loads by a route id; a malformed id is NOT_FOUND without asking the backend. */
export function loadById<T>(value: string | undefined, get: (id: number) => Promise<TLoaded<T>>): Promise<TLoaded<T>> {
  const id = routeId(value);
  return id === null ? Promise.resolve(NOT_FOUND) : get(id);
}
