// Every kind of background job, by name. A new kind is a handler here and an `enqueue` call
// where the work arises (in the transaction of the change that asks for it).
import type { TDeps } from '../context';
import { MAIL_DELIVER_JOB } from '../services/mail';
import { PASSWORD_RESET_JOB, sendPasswordReset } from '../services/auth/password-reset';
import { runPushDeliver, runPushNotify } from '../services/notifications/push-delivery';
import { PUSH_DELIVER_JOB, PUSH_NOTIFY_JOB } from '../services/notifications/push-events';
import { runStaffingSolve, STAFFING_SOLVE_JOB } from '../services/planning/staffing-solve';
import type { TJobHandlers } from './worker';

/** Jobs that run for up to their time limit (a staffing solve): a worker of their own takes them,
 *  so that mail and push messages never wait behind one. */
export const LONG_JOBS: readonly string[] = [STAFFING_SOLVE_JOB];

export function jobHandlers(deps: TDeps): TJobHandlers {
  return {
    [STAFFING_SOLVE_JOB]: (job) => runStaffingSolve(deps.db, job),
    [MAIL_DELIVER_JOB]: (job) => deps.mailer.deliver(deps.db, Number(job.payload.mailId)),
    [PASSWORD_RESET_JOB]: (job) => sendPasswordReset(deps.db, deps.mailer, job.payload),
    [PUSH_NOTIFY_JOB]: (job) => runPushNotify(deps.db, job),
    [PUSH_DELIVER_JOB]: (job) => runPushDeliver(deps.db, deps.config.push, job),
  };
}

/** The handlers of `jobHandlers` split into the quick ones and the LONG_JOBS. */
export function splitHandlers(handlers: TJobHandlers): { quick: TJobHandlers; long: TJobHandlers } {
  const of = (long: boolean) =>
    Object.fromEntries(Object.entries(handlers).filter(([n]) => LONG_JOBS.includes(n) === long));
  return { quick: of(false), long: of(true) };
}
