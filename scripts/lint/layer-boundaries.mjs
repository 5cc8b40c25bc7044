// ESLint rule `crewdeck/layer-boundaries`: which folder may import which (docs/ARCHITECTURE.md,
// "Layers"). Imports are resolved to a path in the repository (relative, or `@/` alias), so a
// rule holds however the import is written. Packages are checked by name.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Folders of the web app (the BFF and the browser code). */
const WEB = ['app/', 'lib/bff/', 'lib/client/', 'lib/auth/', 'lib/i18n/', 'middleware.ts'];
/** A prefix (`lib/auth/`, a file) or a pattern for files spread over folders (a page's screen.ts). */
const under = (file, places) =>
  places.some((p) => (p instanceof RegExp ? p.test(file) : file === p || file.startsWith(p)));
/** Each page folder's registry row (lib/auth/screen-rules.ts): data and menu rules, no UI. */
const SCREEN_ROW = /^app\/(.+\/)?screen(\.ts)?$/;

/**
 * Each rule: files it applies to (`from`), what they may not import (`to`: repository folders,
 * or `packages`: package names), and the reason shown in the lint message.
 */
export const LAYER_RULES = [
  {
    from: WEB,
    to: ['lib/backend/'],
    reason: 'web code talks to the backend over HTTP only (lib/bff/backend-client.ts)',
  },
  { from: ['lib/backend/'], to: WEB, reason: 'the backend is its own process and may not import web code' },
  {
    from: ['lib/domain/'],
    to: ['app/', 'lib/'],
    except: ['lib/domain/'],
    reason: 'lib/domain holds shared schemas and pure rules only',
  },
  {
    from: ['lib/auth/'],
    to: ['lib/bff/', 'lib/client/', 'app/'],
    except: [SCREEN_ROW],
    reason: "lib/auth holds pure rules, no I/O (it collects only the pages' screen.ts rows)",
  },
  {
    from: [SCREEN_ROW],
    to: ['app/', 'lib/'],
    except: ['lib/domain/', 'lib/auth/screen-rules', 'lib/auth/screen-types'],
    reason: 'a screen row is data and menu rules: the shell and the gate load every one of them',
  },
  { from: ['lib/client/'], to: ['lib/bff/'], reason: 'browser code may not import server-only BFF code' },
  {
    from: ['lib/bff/'],
    to: ['lib/i18n/'],
    reason: 'lib/i18n builds on the BFF (the render context); the other way round would be an import cycle',
  },
  { from: ['lib/backend/services/'], packages: ['hono', '@hono/'], reason: 'services hold business rules, not HTTP' },
  {
    from: ['app/_components/'],
    to: ['app/'],
    except: ['app/_components/'],
    reason: "shared UI may not import a route's private folders",
  },
];

/** The repository path an import points at, or null for a package. */
export function resolveImport(fromFile, source) {
  if (source.startsWith('@/')) return path.posix.normalize(source.slice(2));
  if (!source.startsWith('.')) return null;
  const abs = path.resolve(path.dirname(path.resolve(ROOT, fromFile)), source);
  return path.relative(ROOT, abs).split(path.sep).join('/');
}

const isPackage = (source, names) =>
  names.some((n) => (n.endsWith('/') ? source.startsWith(n) : source === n || source.startsWith(`${n}/`)));

/** The reason an import breaks a rule, or null. `file` and the result are repository paths. */
export function layerViolation(file, source) {
  const target = resolveImport(file, source);
  for (const rule of LAYER_RULES) {
    if (!under(file, rule.from)) continue;
    if (rule.packages && target === null && isPackage(source, rule.packages)) return rule.reason;
    if (rule.to && target !== null && under(target, rule.to) && !under(target, rule.except ?? [])) return rule.reason;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the layers of docs/ARCHITECTURE.md' },
    messages: { layer: '{{source}}: {{reason}}' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const reason = layerViolation(file, source);
      if (reason) context.report({ node: node.source, messageId: 'layer', data: { source, reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'layer-boundaries': rule } };
