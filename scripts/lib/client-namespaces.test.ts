/**
 * @jest-environment node
 */
// The scopes' message namespaces: the rules of client-namespaces.ts on a small app of its own,
// and lib/i18n/client-namespaces.json kept equal to what the source says.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import en from '@/messages/en.json';
import committed from '@/lib/i18n/client-namespaces.json';
import { findScopes, folderNamespaces, scopeNamespaces } from './client-namespaces';

const ROOT = join(__dirname, '..', '..');

function app(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'scopes-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const NAMESPACES = ['Root', 'Shell', 'Jobs', 'JobsServer', 'Errors', 'Lazy', 'Unused', 'Shared', 'Detail'];
const scope = (name: string) =>
  `export default function L({ children }) { return <ScopeMessages scope="${name}">{children}</ScopeMessages>; }`;

describe('scopeNamespaces', () => {
  let root: string;
  beforeAll(() => {
    root = app({
      'app/layout.tsx': `import { Banner } from './banner';\n${scope('')}`,
      'app/banner.tsx': `'use client';\nexport const Banner = () => useTranslations('Root').toString();`,
      'app/(shell)/layout.tsx': `import { Menu } from '@/app/_parts/menu';\n${scope('(shell)')}`,
      'app/_parts/menu.tsx': `// the menu\n"use client";\nimport { label } from '../../lib/labels';\nexport const Menu = () => label;`,
      'lib/labels.ts': `export const label = (t) => t('Shell.menu') + t('Shared.x');`,
      'app/(shell)/jobs/layout.tsx': scope('(shell)/jobs'),
      // The server page's own namespace stays on the server; its client part's goes to the browser.
      'app/(shell)/jobs/page.tsx': `import { getTranslations } from 'next-intl/server';\nimport { List } from './list';\nconst t = await getTranslations('JobsServer');`,
      'app/(shell)/jobs/list.tsx': `'use client';\nimport type { TNothing } from './types';\nimport { errorKey } from '@/lib/errors';\nconst Later = dynamic(() => import('./later'));\nexport const List = () => [useTranslations('Jobs'), useTranslations('Shared')];`,
      'app/(shell)/jobs/types.ts': `export type TNothing = 'Unused';`,
      'app/(shell)/jobs/later.tsx': `export default function Later() { return useTranslations('Lazy'); }`,
      'lib/errors.ts': 'export const errorKey = (code) => `Errors.${code}`;',
      // A folder whose layout is no scope belongs to the scope above it.
      'app/(shell)/jobs/[id]/layout.tsx': `export default function L({ children }) { return children; }`,
      'app/(shell)/jobs/[id]/error.tsx': `'use client';\nexport default function E() { return useTranslations('Detail'); }`,
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the layouts that declare a scope, with the scope they name', () => {
    expect(Object.fromEntries(findScopes(join(root, 'app')))).toEqual({
      '': '',
      '(shell)': '(shell)',
      '(shell)/jobs': '(shell)/jobs',
    });
  });

  it('gives each scope what its browser code names, less what the scopes above it give', () => {
    expect(scopeNamespaces(root, NAMESPACES)).toEqual({
      '': ['Root'],
      '(shell)': ['Shared', 'Shell'],
      // Shared is the shell's already; Lazy comes through import(), Detail from the folder below
      // without a scope of its own; JobsServer and the type-only import's 'Unused' never reach
      // the browser.
      '(shell)/jobs': ['Detail', 'Errors', 'Jobs', 'Lazy'],
    });
  });
});

describe('lib/i18n/client-namespaces.json', () => {
  it('is what the source says (run `npm run i18n:scopes` after changing which namespaces a screen uses)', () => {
    expect(committed).toEqual(scopeNamespaces(ROOT, Object.keys(en)));
  });

  it('names every scope after the folder of the layout that declares it', () => {
    const scopes = findScopes(join(ROOT, 'app'));
    for (const [folder, declared] of scopes) expect(declared).toBe(folder);
    expect([...scopes.keys()].sort()).toEqual(Object.keys(committed).sort());
  });

  it('gives every route folder of the shell whose browser code needs messages a scope, so that no page carries another area’s', () => {
    const shell = join(ROOT, 'app', '(shell)');
    const routeFolders = readdirSync(shell, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !/^[_[]/.test(d.name))
      .map((d) => `(shell)/${d.name}`);
    expect(routeFolders.length).toBeGreaterThan(30);
    const scopes = findScopes(join(ROOT, 'app'));
    // A folder without a scope of its own (a page rendered on the server alone) may use only what
    // the shell gives every page; anything more would land in the shell's scope, on every page.
    const shellGives = new Set([...committed[''], ...committed['(shell)']]);
    const beyondTheShell = routeFolders
      .filter((folder) => !scopes.has(folder))
      .flatMap((folder) =>
        [...folderNamespaces(ROOT, folder, Object.keys(en))]
          .filter((n) => !shellGives.has(n))
          .map((n) => `${folder}: ${n}`),
      );
    expect(beyondTheShell).toEqual([]);
  });
});
