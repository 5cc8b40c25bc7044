// The backend compiled for production (`npm run build`): lib/backend/server.ts bundled by esbuild
// into one CommonJS file that plain `node` runs, as `npm start` and the browser tests do (tsx
// stays for `npm run dev` and the scripts). Packages stay in node_modules; only our own code is
// bundled. Beside the bundle go the files the backend finds next to its own code (`__dirname`):
// the migrations and the solver's worker thread. CommonJS, as tsx runs the sources: `__dirname`
// and `require.resolve` keep their meaning.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverOnly } from './web-server-bundle.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SOURCE = join(ROOT, 'lib', 'backend');
/** Not inside Next's build folder: `next build` empties that, and the backend does not need it. */
export const BACKEND_DIR = join(ROOT, 'dist', 'backend');
export const BACKEND_FILE = join(BACKEND_DIR, 'server.cjs');
const INPUTS_FILE = join(BACKEND_DIR, 'inputs.json');
/** Copied beside the bundle: read at run time through `__dirname`. */
const BESIDE = [
  [join(SOURCE, 'db', 'migrations'), 'migrations'],
  [join(SOURCE, 'services', 'planning', 'highs-worker.mjs'), 'highs-worker.mjs'],
];

/** Bundles the backend into `outDir` (default BACKEND_DIR), with the files it reads beside it. */
export async function buildBackend(outDir = BACKEND_DIR) {
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(SOURCE, 'server.ts')],
    outfile: join(outDir, 'server.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    plugins: [serverOnly],
    tsconfig: join(ROOT, 'tsconfig.json'),
    metafile: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [from, name] of BESIDE) cpSync(from, join(outDir, name), { recursive: true });
  // What the bundle was made of, so that a changed source makes it stale (backendBundleNeeded).
  const inputs = [
    ...Object.keys(result.metafile.inputs)
      .map((p) => resolve(ROOT, p))
      .filter((p) => existsSync(p)),
    ...BESIDE.map(([from]) => from),
  ];
  writeFileSync(join(outDir, 'inputs.json'), JSON.stringify(inputs));
}

/** The newest modification time under `path` (a deleted input counts as changed). */
function newest(path) {
  if (!existsSync(path)) return Infinity;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Why the backend must be bundled again, or null: no bundle, or a source newer than it. */
export function backendBundleNeeded() {
  if (!existsSync(BACKEND_FILE) || !existsSync(INPUTS_FILE)) return 'no backend bundle exists';
  const built = statSync(BACKEND_FILE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'));
  return inputs.some((p) => newest(p) > built) ? 'backend sources changed since the last bundle' : null;
}
