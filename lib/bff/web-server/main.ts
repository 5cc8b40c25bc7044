// The production web server (`npm start`): one Node HTTP server that answers /api/v1 itself
// (proxy-listener.ts) and hands every other request to Next, which serves it as `next start`
// would. Next's router costs more than the whole proxy does (`npm run bench:web`), and the
// proxy needs none of it. `npm run build` bundles this file into the build folder after
// `next build` (scripts/lib/web-server-bundle.mjs); scripts/lib/processes.mjs starts it. PORT
// (3000) is its port.
import { createServer } from 'node:http';
import { isProxyPath, proxyListener } from './proxy-listener';
import { webConfig } from '../config';
import { createWebMetrics } from './metrics';
import { loadEnvFile } from '../../node-http/env-file.mjs';
import { startProcessLog } from '../../node-http/logger';
import { withRequestScope } from '../../node-http/request-scope';
import { requestLog } from './request-log';

// `.env` of the working folder, under the real environment; a wrong setting stops the start here
// rather than at the first request.
loadEnvFile();
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
const port = Number(process.env.PORT || 3000);
const config = webConfig();
const log = startProcessLog('web');

// Imported once NODE_ENV is set: Next and React choose their production code by it.
const { default: next } = await import('next');
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
await app.prepare();
const nextHandler = app.getRequestHandler();

const metrics = createWebMetrics(config.metricsToken);
const startRequest = requestLog(log, config.trustProxy);

const server = createServer(async (req, res) => {
  if (await metrics.answer(req, res)) return;
  metrics.track(req, res);
  // Everything done for this request, Next's rendering and its backend calls too, runs in its scope.
  withRequestScope(startRequest(req, res), () => {
    if (isProxyPath(req.url)) {
      void proxyListener(req, res);
      return;
    }
    nextHandler(req, res).catch((err: unknown) => {
      log.error({ err }, 'answer failed');
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });

server.listen(port, () => log.info(`ready on http://localhost:${port}`));
