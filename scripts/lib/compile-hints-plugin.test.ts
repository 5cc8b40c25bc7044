/**
 * @jest-environment node
 */
// compile-hints-plugin.cjs in a real webpack build (Next's own webpack, minified as in
// production): the chunks a page starts with begin with V8's compile hint, a chunk that loads on
// use does not, and the hint survives minification.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Next's own minifier (SWC), which `next build` runs on browser chunks and which drops comments.
import { minify } from 'next/dist/build/swc';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, as next.config loads it
const { CompileHintsPlugin, HINT } = require('./compile-hints-plugin.cjs') as {
  CompileHintsPlugin: new () => object;
  HINT: string;
};
type TWebpack = (
  options: object,
  done: (err: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void,
) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's compiled webpack is CommonJS
const nextWebpack = require('next/dist/compiled/webpack/webpack') as { init(): void; webpack: TWebpack };

type TCompiler = {
  webpack: { Compilation: Record<string, number>; sources: { RawSource: new (code: string) => unknown } };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: TCompilation) => void): void } };
};
type TCompilation = {
  hooks: { processAssets: { tapPromise(o: object, fn: (assets: Record<string, unknown>) => Promise<void>): void } };
  getAsset(file: string): { source: { source(): string | Buffer } };
  updateAsset(file: string, source: unknown): void;
};
/** Minifies every .js asset with SWC at webpack's minifying stage, as Next's MinifyPlugin does. */
const swcMinifier = {
  apply(compiler: TCompiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SwcMinifier', (compilation) =>
      compilation.hooks.processAssets.tapPromise(
        { name: 'SwcMinifier', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          for (const file of Object.keys(assets).filter((f) => f.endsWith('.js'))) {
            const code = String(compilation.getAsset(file).source.source());
            const { code: min } = await minify(code, { compress: true, mangle: true });
            compilation.updateAsset(file, new sources.RawSource(min));
          }
        },
      ),
    );
  },
};

describe('CompileHintsPlugin', () => {
  let dir: string;
  let files: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(dir, 'shared.js'), 'export const greet = (name) => `hello ${name}`;\n');
    writeFileSync(join(dir, 'later.js'), 'export const later = () => "later";\n');
    writeFileSync(
      join(dir, 'entry.js'),
      "import { greet } from './shared.js';\nconsole.log(greet('crew'));\n" +
        "document.addEventListener('click', () => import('./later.js').then((m) => console.log(m.later())));\n",
    );
    nextWebpack.init();
    await new Promise<void>((resolve, reject) =>
      nextWebpack.webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './entry.js' },
          output: { path: join(dir, 'out'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
          optimization: { minimize: true, minimizer: [swcMinifier] },
          plugins: [new CompileHintsPlugin()],
        },
        (err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve()),
      ),
    );
    const out = join(dir, 'out');
    files = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(join(out, f), 'utf8')]));
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of the chunk a page starts with, after minifying', () => {
    const main = files['main.js'] ?? '';
    expect(main.startsWith(HINT)).toBe(true);
    // Minified: the rest is the bundle itself, not the readable source.
    expect(main.slice(HINT.length)).not.toContain('\n  ');
  });

  it('leaves a chunk that loads on use as V8 would compile it lazily', () => {
    const lazy = Object.entries(files).filter(([f]) => f.endsWith('.chunk.js'));
    expect(lazy).toHaveLength(1);
    const [[, chunk]] = lazy as [[string, string]];
    expect(chunk).not.toContain('allFunctionsCalledOnLoad');
    expect(chunk).toContain('later');
  });
});
