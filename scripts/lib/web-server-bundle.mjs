// Bundles the production web server (lib/bff/web-server/main.ts) into the build folder, after
// `next build` (which empties that folder first). Packages stay in node_modules; only our own
// code is bundled. `server-only` is the marker that keeps server modules out of the browser:
// here it is nothing.
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const WEB_SERVER_FILE = 'crewdeck-web-server.mjs';

/** Also bundles the backend (backend-bundle.mjs). */
export const serverOnly = {
  name: 'server-only',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** Writes the bundle into `outDir` (the build folder). */
export async function buildWebServer(outDir) {
  // Loaded here: e2e/fault-relay.ts imports this file for the file name alone.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(ROOT, 'lib', 'bff', 'web-server', 'main.ts')],
    outfile: join(outDir, WEB_SERVER_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    plugins: [serverOnly],
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
}
