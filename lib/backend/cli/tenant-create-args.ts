// The arguments of `npm run tenant:create`, checked with the service's own schema so that the
// command and the function accept exactly the same input.
import { parseArgs } from 'node:util';
import { ZTenantCreate, type TTenantCreate } from '../services/setup/create-tenant';

export const TENANT_CREATE_USAGE = `Usage: npm run tenant:create -- --name "Acme Events" --host acme.example.com [--host www.acme.example.com]
         --admin-email boss@acme.example.com --admin-name "Alex Boss"
         [--language en|nl|cy|fr|de-AT|de|es] [--time-zone Europe/Amsterdam] [--public-url https://acme.example.com]
         [--support-email help@acme.example.com] [--support-phone "+31 20 555 0100"]
         [--logo logo.png] [--keep-photo-location]
Creates the tenant, its hosts, a company and the first administrator, and prints the
administrator's welcome link. The logo (PNG or JPEG, at most 2 MB) heads every PDF page beside
the tenant's name. Crew photos lose the camera's GPS position on the phone unless
--keep-photo-location is given. Uses DATABASE_URL (PostgreSQL) or the PGlite files in DATA_DIR.`;

const OPTIONS = {
  name: { type: 'string' },
  host: { type: 'string', multiple: true },
  'admin-email': { type: 'string' },
  'admin-name': { type: 'string' },
  language: { type: 'string' },
  'time-zone': { type: 'string' },
  'public-url': { type: 'string' },
  'support-email': { type: 'string' },
  'support-phone': { type: 'string' },
  logo: { type: 'string' },
  'keep-photo-location': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Field of the schema → the option that sets it, for error messages. */
const OPTION_OF: Record<string, string> = {
  name: '--name',
  hosts: '--host',
  adminEmail: '--admin-email',
  adminName: '--admin-name',
  language: '--language',
  timeZone: '--time-zone',
  publicUrl: '--public-url',
  supportEmail: '--support-email',
  supportPhone: '--support-phone',
  keepPhotoLocation: '--keep-photo-location',
};

export type TTenantCreateArgs =
  { help: true } | { help: false; input: TTenantCreate; logoFile: string | null } | { errors: string[] };

export function parseTenantCreateArgs(argv: string[]): TTenantCreateArgs {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; args: string[] }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false, strict: true }));
  } catch (err) {
    return { errors: [err instanceof Error ? err.message : String(err)] };
  }
  if (values.help) return { help: true };
  const parsed = ZTenantCreate.safeParse({
    name: values.name ?? '',
    hosts: values.host ?? [],
    adminEmail: values['admin-email'] ?? '',
    adminName: values['admin-name'] ?? '',
    language: values.language,
    timeZone: values['time-zone'],
    publicUrl: values['public-url'],
    supportEmail: values['support-email'],
    supportPhone: values['support-phone'],
    keepPhotoLocation: values['keep-photo-location'],
  });
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((i) => `${OPTION_OF[String(i.path[0])] ?? i.path.join('.')}: ${i.message}`),
    };
  return { help: false, input: parsed.data, logoFile: values.logo ?? null };
}
