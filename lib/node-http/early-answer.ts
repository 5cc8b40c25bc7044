// An answer that comes before its request's body has been read to its end (a refused upload's
// 413 or 415, a 401 before the body was wanted) closes its connection, and closes it cleanly.
// Kept alive, the connection would carry the rest of the body in front of the next request;
// closed at once while the client is still sending, it makes the kernel answer the client's
// next bytes with a reset, which fails the client's next request on it, or the answer
// itself. So, as nginx's lingering close: the answer says `Connection: close`, the
// server ends its side after it, reads and drops what the client still sends, and closes once
// the client has stopped, has sent nothing for LINGER_IDLE_MS, or after LINGER_MS: nginx's
// lingering_timeout and lingering_time, with nginx's defaults. Bounded by time only: a cap on
// bytes cut a fast client off (on loopback, 32 MB go by in 30 ms) before it had read the answer
// waiting for it, and the reset then failed its request with EPIPE; so did a 5 s cap in all on
// a machine too busy for the client to read its answer in that time. Both Node
// servers do this: the web server (lib/bff/web-server/proxy-listener.ts) and the backend
// (lib/backend/app.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a client that goes on sending after the answer is waited for at most. */
export const LINGER_MS = 30_000;
/** How long a client that sends nothing more after the answer is waited for. */
export const LINGER_IDLE_MS = 5_000;

const lingering = new WeakSet<Socket>();

/** Reads and drops the rest of the body after the answer, then lets the connection close. */
function linger(req: IncomingMessage, socket: Socket): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  const idle = setTimeout(() => socket.destroy(), LINGER_IDLE_MS).unref();
  socket.once('close', () => {
    clearTimeout(timer);
    clearTimeout(idle);
  });
  // Whatever was reading the body stops (as Node's own dump of an unread body does), so that
  // its pauses no longer hold the rest back.
  req.unpipe();
  req.removeAllListeners('data');
  req.on('data', () => idle.refresh());
  req.resume();
  // Our side ends after the answer; the socket closes once the client's side has ended too.
  socket.end();
}

/**
 * To be called just before the head of `res` is written. If `req`'s body has not been read to
 * its end, the answer says `Connection: close` and its connection closes cleanly after it.
 * Returns whether it does.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.complete || res.headersSent) return false;
  res.setHeader('connection', 'close');
  const socket = req.socket;
  // Node ends the connection of a `Connection: close` answer with destroySoon(), which destroys
  // the socket as soon as the answer is out, while the client may still be sending.
  socket.destroySoon = () => linger(req, socket);
  return true;
}
