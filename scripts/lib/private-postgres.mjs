// A throwaway PostgreSQL cluster of its own (bench:cluster): initdb into a temporary folder,
// pg_ctl start/restart/stop on a port of its own with its socket in that folder, deleted at the
// end. Never the machine's shared server. As root, the server runs as the OS user `postgres`.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
  return join(base, versions[0], 'bin');
}

/** Creates and starts the cluster; `url` connects as `postgres` (trust, local only) to database `crewdeck`. */
export function startPrivatePostgres({ port, log = console.log }) {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'crewdeck-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const pg = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const pgGroup = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(pg), Number(pgGroup));
  }
  const run = (tool, args, opts = {}) => {
    const cmd = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  };
  const ctlArgs = (args) => ['-D', data, '-l', logFile, '-w', '-t', '60', ...args];
  const ctl = (...args) => run('pg_ctl', ctlArgs(args));
  // Asynchronous, so that load running in this process goes on while the server stops and starts.
  const ctlAsync = (...args) =>
    promisify(execFile)(
      asRoot ? 'runuser' : join(bin, 'pg_ctl'),
      asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...ctlArgs(args)] : ctlArgs(args),
    );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;

  log(`[pg] initdb ${data} (port ${port})`);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  ctl('-o', options, 'start');
  run('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'crewdeck']);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/crewdeck`,
    dir,
    /** Stops the server (fast: open connections are ended); resolves once it is down. */
    async stop() {
      await ctlAsync('-m', 'fast', 'stop');
      running = false;
    },
    /** Starts it again; resolves once it accepts connections. */
    async start() {
      await ctlAsync('-o', options, 'start');
      running = true;
    },
    /** Stops the server if it runs and deletes its folder; safe to call twice. */
    remove() {
      try {
        if (running && existsSync(join(data, 'postmaster.pid'))) ctl('-m', 'immediate', 'stop');
      } catch {
        /* already down */
      }
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
