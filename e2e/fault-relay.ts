// Faults on demand, for e2e/faults.spec.ts: an HTTP relay in front of the e2e backend that
// passes calls on, refuses them (the backend is down) or holds them past the web app's time
// limit (the backend is slow), and a second web server of the same build that talks to the
// backend only through it. Both run in the spec's worker and are stopped after it.
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { BACKEND_URL } from './demo-copy';

export type TRelayMode = 'pass' | 'down' | 'slow';

/** The web app's time limit on backend calls in the fault web app (BACKEND_TIMEOUT_MS). */
export const FAULT_TIMEOUT_MS = 1500;
/** How long a slow call is held before it is passed on: well past the time limit. */
const SLOW_HOLD_MS = FAULT_TIMEOUT_MS * 4;

export type TRelay = { url: string; setMode: (mode: TRelayMode) => void; close: () => Promise<void> };

/** A relay to `target` (an http:// origin), in pass mode until told otherwise. */
export async function startRelay(target: string): Promise<TRelay> {
  const upstream = new URL(target);
  let mode: TRelayMode = 'pass';
  const sockets = new Set<Socket>();
  const held = new Set<NodeJS.Timeout>();

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    if (mode === 'down') {
      // As a stopped backend looks to its caller: the connection ends without an answer.
      req.socket.destroy();
    } else if (mode === 'slow') {
      const timer = setTimeout(() => {
        held.delete(timer);
        if (!res.destroyed) pass(req, res);
      }, SLOW_HOLD_MS);
      held.add(timer);
    } else {
      pass(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setMode(next) {
      mode = next;
      // Kept-alive connections from before would otherwise still reach the backend.
      if (next === 'down') for (const s of sockets) s.destroy();
    },
    async close() {
      for (const t of held) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nobody listens on right now, for a child process to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type TFaultWeb = { baseURL: string; relay: TRelay; stop: () => Promise<void> };

const ROOT = join(__dirname, '..');

/** Ends the child's process group. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  const killed = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 5000);
  await exited;
  clearTimeout(killed);
}

/** Until the web app answers its login page; fails early when it exits. */
async function waitForLogin(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the fault web app exited (${child.exitCode})`);
    const ok = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status < 400,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The built web app once more (what scripts/e2e.mjs starts, from the same .next), on a free
 * port, reaching the backend through a relay and giving up on it after FAULT_TIMEOUT_MS. It
 * has its own session secret: log in through it.
 */
export async function startFaultWeb(): Promise<TFaultWeb> {
  const relay = await startRelay(BACKEND_URL);
  const server = process.env.E2E_WEB_SERVER;
  if (!server) throw new Error('E2E_WEB_SERVER is not set: run the browser tests through npm run test:e2e');
  const port = await freePort();
  const web = spawn(process.execPath, [server], {
    cwd: ROOT,
    detached: true,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BACKEND_URL: relay.url,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      SECURE_COOKIES: 'false',
      BACKEND_TIMEOUT_MS: String(FAULT_TIMEOUT_MS),
    },
  });
  // Should the worker exit without its teardown, the web app goes with it.
  const killOnExit = () => {
    try {
      process.kill(-web.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(web);
    await relay.close();
  };
  try {
    await waitForLogin(`http://127.0.0.1:${port}/login`, web);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL: `http://localhost:${port}`, relay, stop };
}
