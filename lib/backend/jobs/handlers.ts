// Every kind of background job, by name. A new kind is a handler here and an `enqueue` call
// where the work arises (in the transaction of the change that asks for it).
import type { TDeps } from '../context';
import { MAIL_DELIVER_JOB } from '../services/mail';
import { PASSWORD_RESET_JOB, sendPasswordReset } from '../services/auth/password-reset';
import { runPushDeliver, runPushNotify } from '../services/notifications/push-delivery';
import { PUSH_DELIVER_JOB, PUSH_NOTIFY_JOB } from '../services/notifications/push-events';
import type { TJobHandlers } from './worker';

export function jobHandlers(deps: TDeps): TJobHandlers {
  return {
    [MAIL_DELIVER_JOB]: (job) => deps.mailer.deliver(deps.db, Number(job.payload.mailId)),
    [PASSWORD_RESET_JOB]: (job) => sendPasswordReset(deps.db, deps.mailer, job.payload),
    [PUSH_NOTIFY_JOB]: (job) => runPushNotify(deps.db, job),
    [PUSH_DELIVER_JOB]: (job) => runPushDeliver(deps.db, deps.config.push, job),
  };
}
