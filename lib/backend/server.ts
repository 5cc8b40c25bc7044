// Process entry of the backend: `npm run backend`.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { loadConfig } from './env';
import { createMailer } from './services/mail';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  const { seeded } = await prepareDatabase(database, { seedScale: config.seedScale });
  if (seeded) console.log(`[backend] seeded demo data (scale ${config.seedScale}) in ${Date.now() - started} ms`);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const app = createApp({ db: database.db, config, mailer });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
    console.log(`[backend] listening on http://127.0.0.1:${info.port}/api/v1 (${database.driver})`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void database.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('[backend] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
