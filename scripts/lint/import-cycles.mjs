// The import graph of the repository's own code, and its cycles. A cycle (a imports b, b imports
// a, directly or through others) makes load order matter and keeps layers from being read one at
// a time; type-only imports count too. Imports are resolved as the layer rule resolves them
// (relative, or the `@/` alias). scripts/lint/import-cycles.test.ts holds the repository to none.
import { readFileSync } from 'node:fs';
import { resolveImport } from './layer-boundaries.mjs';

const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORTS = [
  /^\s*(?:import|export)\s[^'"]*?\sfrom\s+'([^']+)'/gm,
  /^\s*import\s+'([^']+)'/gm,
  /\bimport\(\s*'([^']+)'\s*\)/g,
];

/** `files` (repository paths) → the files each imports, among `files`. */
export function importGraph(files, read = (file) => readFileSync(file, 'utf8')) {
  const known = new Set(files);
  const find = (target) =>
    [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((f) => known.has(f));
  const graph = new Map();
  for (const file of files) {
    const text = read(file);
    const targets = IMPORTS.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]))
      .map((source) => resolveImport(file, source))
      .filter((target) => target !== null)
      .map(find)
      .filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: each a list of files that import one another (Tarjan's components). */
export function importCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

export const isSource = (file) => SOURCE.test(file);
