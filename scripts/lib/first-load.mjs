// First Load JS of the App Router build, from its manifests: the gzip size of the scripts a
// route loads before it can run, in kB of 1000 bytes, as `next build` prints it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function reader(dir) {
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, existsSync(join(dir, file)) ? gzipSync(readFileSync(join(dir, file))).length : 0);
    return sizes.get(file);
  };
  return (files) => files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0) / 1000;
}

/** The URL pattern of an App Router entry: route groups and the trailing segment dropped. */
const routeOf = (entry, suffix) => entry.replace(new RegExp(`/${suffix}$`), '').replace(/\/\([^)]+\)/g, '') || '/';

/**
 * `routes`: every page with its First Load JS as `next build` counts it (the page's own entry:
 * the framework and the page, not its layouts); `shell`: what every signed-in screen loads on
 * top of that whatever the page (the root and shell layouts with the framework), or null
 * without a build.
 */
export function firstLoadJs(dir) {
  const manifest = join(dir, 'app-build-manifest.json');
  if (!existsSync(manifest)) return { routes: [], shell: null };
  const { pages } = JSON.parse(readFileSync(manifest, 'utf8'));
  const kb = reader(dir);
  const routes = Object.entries(pages)
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([entry, files]) => ({ route: routeOf(entry, 'page'), kb: kb(files) }))
    .sort((a, b) => a.route.localeCompare(b.route));
  const shellFiles = [...new Set([...(pages['/layout'] ?? []), ...(pages['/(shell)/layout'] ?? [])])];
  return { routes, shell: shellFiles.length ? kb(shellFiles) : null };
}
