#!/usr/bin/env node
// The second half of `npm run build`: bundles the production web server into the build folder
// that `next build` just wrote (scripts/lib/web-server-bundle.mjs).
import { distDir } from './lib/processes.mjs';
import { buildWebServer } from './lib/web-server-bundle.mjs';

await buildWebServer(distDir());
