// Process entry of the backend: `npm run backend`.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startPgliteAnalyze } from './db/analyze';
import { openDatabase } from './db/client';
import { loadConfig, type TBackendConfig } from './env';
import { loadEnvFile } from '../node-http/env-file.mjs';
import { prepareDatabase } from './seed/prepare';
import { jobHandlers, splitHandlers } from './jobs/handlers';
import { startWorker } from './jobs/worker';
import { pruneFinished } from './jobs/queue';
import { startSweep } from './jobs/sweep';
import { createMailer } from './services/mail';
import { startReminderSweep } from './services/notifications/shift-reminders';
import { startDatabaseHub } from './live/database-hub';
import { createLogger, messageOf, startProcessLog } from '../node-http/logger';

// Until the settings are read (`.env` may set LOG_LEVEL), a failed start is logged at any level.
let log = createLogger('backend', { level: 'info' });

function logPrepared(config: TBackendConfig, prepared: { seeded: boolean; empty: boolean }, ms: number) {
  if (prepared.seeded) {
    log.info(
      `seeded demo data (scale ${config.seedScale}) in ${ms} ms; demo logins such as crew@example.com and planner@example.com on http://localhost (password demo, see README)`,
    );
    if (config.databaseUrl || process.env.NODE_ENV === 'production')
      log.warn('WARNING: SEED_DEMO=true put the demo tenants (password "demo") into this database.');
  }
  if (prepared.empty)
    log.warn(
      'the database holds no tenant yet, so nobody can log in. Create one with\n' +
        '  npm run tenant:create -- --name "Acme Events" --host acme.example.com --admin-email boss@acme.example.com --admin-name "Alex Boss"\n' +
        'or, for a demo on this machine only, restart with SEED_DEMO=true.',
    );
}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  log = startProcessLog('backend');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  const prepared = await prepareDatabase(database, { seedDemo: config.seedDemo, seedScale: config.seedScale });
  logPrepared(config, prepared, Date.now() - started);
  const statistics = startPgliteAnalyze(database);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    production: process.env.NODE_ENV === 'production',
  });
  const live = await startDatabaseHub(database);
  const deps = { db: database.db, config, mailer, live, poolStats: database.poolStats };
  const app = createApp(deps);
  const handlers = splitHandlers(jobHandlers(deps));
  const worker = startWorker({ db: database.db, handlers: handlers.quick, pollMs: config.jobPollMs });
  const solver = startWorker({ db: database.db, handlers: handlers.long, pollMs: config.jobPollMs, parallel: 2 });
  const reminders = startReminderSweep({ db: database.db, everyMs: config.reminderSweepMs });
  // Finished jobs go after their retention time (jobs/queue.ts); every process may do it.
  const retention = startSweep({ name: 'jobs', everyMs: 3_600_000, run: () => pruneFinished(database.db) });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
    log.info(`listening on http://127.0.0.1:${info.port}/api/v1 (${database.driver})`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    reminders.stop();
    retention.stop();
    server.close(
      () =>
        void Promise.all([worker.stop(), solver.stop(), statistics.stop(), live.stop()]).finally(() =>
          database.close().finally(() => process.exit(0)),
        ),
    );
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  log.fatal(`failed to start: ${messageOf(err)}`);
  process.exit(1);
});
