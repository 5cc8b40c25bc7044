// Every route of /api/v1 is built from its operation (lib/domain/<area>/operations.ts), and every
// operation has its route. The route files below still declare their routes themselves; each is
// moved to operations in turn, and then leaves this list (the test fails while a moved file is
// still listed, or when a file not listed declares a route of its own).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createApp } from './app';
import { createMailer } from './services/mail';
import type { Db } from './db/client';
import type { TBackendConfig } from './env';
import { BUILT_FROM_OPERATIONS } from './http/operation-route';
import type { TOperation } from '../domain/operation';

const NOT_MOVED_YET = [
  'activities/activities.ts',
  'auth/auth.ts',
  'catalog/locations.ts',
  'catalog/rate-cards.ts',
  'catalog/reference.ts',
  'crew-profile/crew-profile.ts',
  'field-work/crew-checks.ts',
  'field-work/crew-contacts.ts',
  'field-work/crew-documents.ts',
  'field-work/crew-photos.ts',
  'field-work/crew-ratings.ts',
  'field-work/crew-sign-off.ts',
  'field-work/digital-confirm.ts',
  'field-work/forms.ts',
  'field-work/live-locations.ts',
  'field-work/security-checks.ts',
  'mail/email-messages.ts',
  'membership-crews/membership-crews.ts',
  'money/company-settings.ts',
  'money/invoices.ts',
  'money/receipts.ts',
  'paperwork/contracts.ts',
  'paperwork/document-writes.ts',
  'paperwork/documents.ts',
  'paperwork/forms-perform.ts',
  'paperwork/payrolls.ts',
  'paperwork/person-paperwork.ts',
  'people/companies.ts',
  'people/contacts.ts',
  'people/persons.ts',
  'people/users.ts',
  'planning/assignments.ts',
  'planning/block-dates.ts',
  'planning/client-crew-items.ts',
  'planning/crew-items.ts',
  'planning/jobs.ts',
  'planning/planner-board.ts',
  'planning/planning-calendar.ts',
  'planning/project-crews.ts',
  'planning/staffing.ts',
  'planning/vacation-requests.ts',
  'planning/week-print.ts',
  'plus-crews/plus-crew-data.ts',
  'plus-crews/plus-crews.ts',
  'projects/project-documents.ts',
  'projects/project-workspace.ts',
  'projects/projects.ts',
  'self-service/account.ts',
  'self-service/calendar-subscriptions.ts',
  'self-service/offline-day.ts',
  'self-service/profile-pictures.ts',
  'self-service/push.ts',
  'self-service/trainings-crew-info.ts',
  'system/email-unsubscribe.ts',
  'system/status.ts',
  'system/tenant.ts',
];

const ROUTES = join(__dirname, 'routes');
const DOMAIN = join(__dirname, '..', 'domain');
const filesUnder = (dir: string, name: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), name)
      : name.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const isOperation = (value: unknown): value is TOperation =>
  typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'method' in value;

describe('the operations of /api/v1', () => {
  createApp({
    db: null as unknown as Db,
    config: {} as TBackendConfig,
    mailer: createMailer({ from: 'x@y', log: () => {} }),
  });

  it('each have their route', async () => {
    const modules = filesUnder(DOMAIN, /^operations\.ts$/);
    expect(modules.length).toBeGreaterThan(0);
    const operations = (await Promise.all(modules.map((m) => import(m)))).flatMap((m) =>
      Object.values(m as Record<string, unknown>).filter(isOperation),
    );
    const without = operations.filter((o) => !BUILT_FROM_OPERATIONS.has(o)).map((o) => `${o.method} ${o.path}`);
    expect(without).toEqual([]);
  });

  it('are where every route comes from, but in the route files not moved yet', () => {
    const declaring = filesUnder(ROUTES, /^(?!.*\.test\.ts$).*\.ts$/)
      .filter((file) => readFileSync(file, 'utf8').includes('createRoute('))
      .map((file) => relative(ROUTES, file))
      .sort();
    expect(declaring).toEqual(NOT_MOVED_YET);
  });
});
