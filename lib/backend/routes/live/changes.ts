// The route of lib/domain/live/operations/changes.ts: the caller's stream of notes of changes.
// It catches up after `Last-Event-ID` from the table (or says `resync` when it cannot be sure it
// has all: the screens read everything again), then hands on what the process's hub hears,
// each note passed through the session's filter (lib/backend/live/visibility.ts), in the order
// heard. A comment every 20 s (the hub's heartbeatMs) keeps proxies from closing a quiet stream.
// A stream lives no longer than what authorised it: it ends when its token expires (the browser
// comes back through the web app, which refreshes the token, and resumes after its last note),
// and at the first heartbeat after its session ended (logout, "log out everywhere", a password
// change).
import { streamSSE } from 'hono/streaming';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { ApiError } from '../../errors';
import { catchUp, type TTenantChange } from '../../live/changes';
import { changeFilterOf } from '../../live/visibility';
import { nodeEventStream, type TEventStream } from '../../live/node-event-stream';
import { bearerToken } from '../../http/auth';
import { verifyToken } from '../../services/auth/tokens';
import { assertSessionLive } from '../../services/auth/sessions';
import { clock } from '../../../domain/clock';
import * as op from '../../../domain/live/operations/changes';
import type { TChange } from '../../../domain/live/changes';

/** The note as the stream sends it: without its tenant. */
const sent = ({ tenantId: _tenant, ...change }: TTenantChange): TChange => change;

export function liveRoutes() {
  const r = createRouter();
  r.openapi(route(op.streamChanges), async (c) => {
    const hub = c.var.deps.live;
    if (!hub) throw new ApiError('LIVE_UNAVAILABLE', 'This process serves no stream of changes');
    const { db, config } = c.var.deps;
    const auth = c.var.auth;
    const { exp } = await verifyToken(bearerToken(c.req.header('authorization')), config.jwtSecret);
    const passes = await changeFilterOf(db, auth);
    const lastId = Number(c.req.header('last-event-id'));
    const run = async (stream: TEventStream) => {
      // Notes are written one after another, whatever the filter takes for each. A note the filter
      // could not judge (the database away a moment) is left out: the stream goes on, and the
      // screens read themselves again when the next note comes.
      let queue = Promise.resolve();
      const send = (change: TTenantChange) => {
        queue = queue
          .then(async () => {
            if (stream.closed || !(await passes(change))) return;
            await stream.writeSSE({ id: String(change.id), event: 'change', data: JSON.stringify(sent(change)) });
          })
          .catch(() => undefined);
        return queue;
      };
      // Listen first, then catch up: a note committed in between comes by both ways, and is sent once.
      const sentIds = new Set<number>();
      const once = (change: TTenantChange) => {
        if (sentIds.has(change.id)) return;
        sentIds.add(change.id);
        if (sentIds.size > 1000) sentIds.delete(sentIds.values().next().value!);
        void send(change);
      };
      const leave = hub.subscribe(auth.tenantId, once);
      if (Number.isSafeInteger(lastId) && lastId > 0) {
        const missed = await catchUp(db, auth.tenantId, lastId);
        for (const change of missed.changes) once(change);
        // Some may be missing: the screens read everything again.
        if (!missed.complete) await stream.writeSSE({ event: 'resync', data: '' });
      }
      // Tells the browser the stream is open (and a proxy that buffers, that it should not).
      await stream.write(': open\n\n');
      // A database away a moment does not end the stream; an ended session does.
      const beat = async () => {
        try {
          await assertSessionLive(db, auth.tenantId, auth.sessionId ?? '');
        } catch (err) {
          if (err instanceof ApiError && err.code === 'SESSION_ENDED') return stream.abort();
        }
        await stream.write(': heartbeat\n\n');
      };
      const heartbeat = setInterval(() => {
        beat().catch(() => undefined);
      }, hub.heartbeatMs);
      const expired = setTimeout(() => stream.abort(), Math.max(0, exp * 1000 - clock.nowMs()));
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(heartbeat);
      clearTimeout(expired);
      leave();
    };
    // Over Node the events go straight to its answer (live/node-event-stream.ts).
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (!outgoing) return streamSSE(c, run);
    run(nodeEventStream(outgoing)).catch(() => outgoing.destroy());
    return RESPONSE_ALREADY_SENT;
  });
  return r;
}
