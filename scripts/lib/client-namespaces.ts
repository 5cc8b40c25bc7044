// Which message namespaces each scope's client parts use, found in the source. A scope is a
// route folder whose layout renders <ScopeMessages scope="…"> (the root layout is the scope "");
// its page, layout, error, not-found and loading files, and those of the folders below it that
// are no scope of their own, belong to it. From each such file the imports are followed (static,
// re-exports and import()); once a module says 'use client', it and all it imports run in the
// browser, and every string in them that names a namespace ('Menu', 'ProjectPage.title',
// `Errors.${code}`) counts. A scope lists only what its enclosing scopes do not already give.
// `npm run i18n:scopes` writes the result to lib/i18n/client-namespaces.json, and
// client-namespaces.test.ts fails when that file is not what the source says.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type TScopeNamespaces = Record<string, string[]>;

const ROUTE_FILES = /^(page|layout|error|not-found|loading|template|default)\.(tsx|ts|jsx|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;
const IMPORTS = [
  /^\s*import\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const SCOPE_TAG = /<ScopeMessages\s+scope="([^"]*)"/;

/** The folder's key as ScopeMessages names it: its path under app/, with '/' between parts. */
const keyOf = (appDir: string, dir: string) => relative(appDir, dir).split(sep).join('/');

function walk(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, into);
    else into.push(path);
  }
  return into;
}

/** The scopes: folder key → the scope its layout declares (checked against the folder). */
export function findScopes(appDir: string): Map<string, string> {
  const scopes = new Map<string, string>();
  for (const file of walk(appDir).filter((f) => /[\\/]layout\.tsx$/.test(f))) {
    const declared = SCOPE_TAG.exec(readFileSync(file, 'utf8'))?.[1];
    if (declared !== undefined) scopes.set(keyOf(appDir, dirname(file)), declared);
  }
  return scopes;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  let source = sources.get(file);
  if (source === undefined) sources.set(file, (source = readFileSync(file, 'utf8')));
  return source;
};

function resolveImport(rootDir: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(rootDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (/\.(tsx?|jsx?|mjs|cjs)$/.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** The namespaces the modules reachable from `entry` use in the browser. */
function clientNamespacesFrom(rootDir: string, entry: string, namespaces: Set<string>, seen: Set<string>): Set<string> {
  const found = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const source = read(file);
    const inClient = client || USE_CLIENT.test(source);
    const key = `${inClient ? 'c' : 's'}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (inClient)
      for (const [, name] of source.matchAll(/['"`]([A-Z][A-Za-z0-9]*)(?=['"`.])/g))
        if (name && namespaces.has(name)) found.add(name);
    for (const pattern of IMPORTS)
      for (const [, specifier] of source.matchAll(pattern)) {
        const target = specifier && resolveImport(rootDir, file, specifier);
        if (target) visit(target, inClient);
      }
  };
  visit(entry, false);
  return found;
}

/** The namespaces the route files under `folder` (a key under app/) use in the browser. */
export function folderNamespaces(rootDir: string, folder: string, namespaces: Iterable<string>): Set<string> {
  const known = new Set(namespaces);
  const found = new Set<string>();
  const files = walk(join(rootDir, 'app', folder)).filter((f) => ROUTE_FILES.test(f.split(sep).pop() ?? ''));
  for (const file of files) for (const name of clientNamespacesFrom(rootDir, file, known, new Set())) found.add(name);
  return found;
}

/** Every scope's namespaces, without those an enclosing scope gives already. */
export function scopeNamespaces(rootDir: string, namespaces: Iterable<string>): TScopeNamespaces {
  const appDir = join(rootDir, 'app');
  const known = new Set(namespaces);
  const scopes = findScopes(appDir);
  const scopeOf = (dir: string): string => {
    const key = keyOf(appDir, dir);
    if (scopes.has(key) || dir === appDir) return key;
    return scopeOf(dirname(dir));
  };
  const parentOf = (key: string): string | null => (key === '' ? null : scopeOf(dirname(join(appDir, key))));

  const own = new Map<string, Set<string>>([...scopes.keys(), ''].map((k) => [k, new Set<string>()]));
  for (const file of walk(appDir).filter((f) => ROUTE_FILES.test(f.split(sep).pop() ?? ''))) {
    const scope = scopeOf(dirname(file));
    const seen = new Set<string>();
    for (const name of clientNamespacesFrom(rootDir, file, known, seen)) own.get(scope)?.add(name);
  }

  const given = (key: string | null): Set<string> => {
    if (key === null) return new Set();
    return new Set([...given(parentOf(key)), ...(own.get(key) ?? [])]);
  };
  const result: TScopeNamespaces = {};
  for (const key of [...own.keys()].sort()) {
    const above = given(parentOf(key));
    result[key] = [...(own.get(key) ?? [])].filter((n) => !above.has(n)).sort();
  }
  return result;
}
