// `npm run i18n:scopes`: writes lib/i18n/client-namespaces.json, the message namespaces each
// scope's browser code uses (scripts/lib/client-namespaces.ts says how they are found).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import en from '../messages/en.json';
import { scopeNamespaces } from './lib/client-namespaces';

async function main() {
  const root = join(__dirname, '..');
  const out = join(root, 'lib', 'i18n', 'client-namespaces.json');
  const json = JSON.stringify(scopeNamespaces(root, Object.keys(en)));
  writeFileSync(out, await format(json, { ...(await resolveConfig(out)), filepath: out }));
  console.log(`[i18n] wrote ${out}`);
}

void main();
