// The request a process is answering, for everything that runs on its behalf: the web server
// makes (or, behind a trusted proxy, takes) a request id, every backend call of that request
// sends it on as X-Request-Id (lib/bff/backend-client.ts), and the backend answers in the same
// scope. Every log line written meanwhile names it (logger.ts), so one request's lines can be
// found in both processes.
//
// One store per process, on globalThis: the web server's bundle and Next's own copy of the BFF
// modules are two module instances, and both must read the store the server's handler set.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

export type TRequestScope = {
  id: string;
  /** Who the request is for, once its session has been read (never more than the ids). */
  tenantId?: number;
  userId?: number | null;
};

const STORE = Symbol.for('crewdeck.requestScope');
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<TRequestScope> };
const storage = (holder[STORE] ??= new AsyncLocalStorage<TRequestScope>());

/** The request being answered, if any (a job or a timer runs outside one). */
export const currentRequest = (): TRequestScope | undefined => storage.getStore();

export const withRequestScope = <T>(scope: TRequestScope, run: () => T): T => storage.run(scope, run);

/** Letters, digits and `._:-`, up to 128: what a proxy's or load balancer's ids look like. */
const WELL_FORMED = /^[\w.:-]{1,128}$/;

/** The id a request goes by: the one it came with when that is trusted and well formed, else a new one. */
export function requestIdOf(header: string | string[] | null | undefined, trusted: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  return trusted && value && WELL_FORMED.test(value) ? value : randomUUID();
}

/** Records whose request this is, for the request's log line. */
export function noteRequestUser(tenantId: number, userId: number | null | undefined): void {
  const scope = storage.getStore();
  if (!scope) return;
  scope.tenantId = tenantId;
  scope.userId = userId ?? null;
}
