#!/usr/bin/env node
// The page budgets of the built app (run by `npm test` after the browser tests have built it):
// every route's First Load JS within ROUTE_KB and the shell within SHELL_KB, in kB of gzip
// as `next build` prints them. A route still over its goal is listed in scripts/budgets.json
// with the ceiling it may not grow past; the check fails when anything goes over its limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadJs } from './lib/first-load.mjs';
import { distDir, ROOT } from './lib/processes.mjs';

const budgets = JSON.parse(readFileSync(join(ROOT, 'scripts', 'budgets.json'), 'utf8'));
const { routes, shell } = firstLoadJs(distDir());
if (!routes.length || shell === null) {
  console.error('[budgets] no build found: run `npm run build` first');
  process.exit(1);
}

const rows = [
  { name: 'shell (root and shell layouts)', kb: shell, goal: budgets.shellKb, ceiling: budgets.ceilings.shell },
  ...routes.map((r) => ({ name: r.route, kb: r.kb, goal: budgets.routeKb, ceiling: budgets.ceilings[r.route] })),
];
const over = rows.filter((r) => r.kb > (r.ceiling ?? r.goal));
const held = rows.filter((r) => r.kb > r.goal && r.kb <= (r.ceiling ?? r.goal));
const loose = rows.filter((r) => r.ceiling !== undefined && r.kb <= r.goal);

const kb = (v) => `${v.toFixed(1)} kB`;
console.log(`\n[budgets] First Load JS: goal ${budgets.routeKb} kB per route, ${budgets.shellKb} kB for the shell`);
for (const r of held)
  console.log(`[budgets]   over its goal, held at its ceiling: ${r.name} ${kb(r.kb)} (ceiling ${r.ceiling} kB)`);
for (const r of loose) console.log(`[budgets]   within its goal now, its ceiling can go: ${r.name} ${kb(r.kb)}`);
for (const r of over) console.error(`[budgets] OVER: ${r.name} ${kb(r.kb)}, limit ${r.ceiling ?? r.goal} kB`);
console.log(
  `[budgets] ${rows.length - over.length - held.length} within the goal, ${held.length} held at a ceiling, ${over.length} over`,
);
process.exit(over.length ? 1 : 0);
