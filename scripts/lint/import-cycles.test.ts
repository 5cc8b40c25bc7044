import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the lint scripts, without types
import { importCycles, importGraph, isSource } from './import-cycles.mjs';

const ROOT = join(__dirname, '..', '..');

describe('the import graph', () => {
  it('has no cycle in the code of lib, app and the root, tests and type-only imports included', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'lib', 'app', '*.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(isSource);
    const graph = importGraph(files, (file: string) => readFileSync(join(ROOT, file), 'utf8'));
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle, through type imports, aliases and dynamic imports', () => {
    const sources: Record<string, string> = {
      'lib/a.ts': "import type { B } from './b';\n",
      'lib/b.ts': "import {\n  c,\n} from '@/lib/c';\n",
      'lib/c.ts': "export const load = () => import('./a');\n",
      'lib/d.ts': "import { a } from './a';\n",
    };
    const graph = importGraph(Object.keys(sources), (file: string) => sources[file]!);
    expect(importCycles(graph)).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts']]);
  });
});
