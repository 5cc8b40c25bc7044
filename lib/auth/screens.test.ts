import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { screenRowsModule } from '../../scripts/generate-registries.mjs';
import { screenForPath } from './screen-access';
import { parsePattern } from './screen-pattern';
import { SCREENS } from './screens';

// The contract: the routes of rules §2, copied from the spec ("Public routes", then
// "Authenticated routes" in its order). The registry must have a row for each and no other,
// apart from the PWA's offline page.
const SPEC_ROUTES = [
  '/login',
  '/forgotten-password',
  '/renew-password',
  '/forgottenPassword/{token}',
  '/welcome/{token}',
  '/unsubscribe/{token}',
  '/version',
  '/',
  '/jobs',
  '/jobs/{id}',
  '/jobs/{id}/crew-chief-documents',
  '/jobs/{id}/contact-project-manager',
  '/personal-calendar',
  '/crews/{id}',
  '/crews/{id}/crew-chief-job',
  '/crews/{id}/crew-chief-location',
  '/crews/{id}/contact-crew-chief',
  '/crews/{id}/contact-contact-on-site',
  '/crews/{id}/contact-crew-member/{contactId}',
  '/crews/{id}/check-in',
  '/crews/{id}/check-out',
  '/crews/{id}/sign-off',
  '/crews/{id}/delivery-note',
  '/crews/{id}/photos',
  '/crews/{id}/security-check/{formId}/{date}/{shift}',
  '/locations/{id}',
  '/payrolls',
  '/payrolls/{number}',
  '/payrolls/{number}/download/{documentType}',
  '/payrolls-documents',
  '/payroll-items/{id}',
  '/contracts',
  '/contracts/{id}',
  '/planning-calendar',
  '/planning-crew-item-list',
  '/projects',
  '/projects/{number}',
  '/projects/{number}/documents',
  '/projects/{number}/contact-project-manager',
  '/projects-calendar',
  '/projects-vacancy',
  '/mailbox',
  '/email-messages/{id}',
  '/crew-info',
  '/crew-profile/{personId}',
  '/public-profile/{personId}',
  '/forms/{id}/{name?}/{questionId?}',
  '/trainings',
  '/documents/{id}',
  '/todo-calendar',
  '/membership-crews',
  '/membership-crews/{id}',
  '/membership-crews/{id}/contact/{personId}',
  '/planner-crew',
  '/plus-crews',
  '/plus-crews/{number}',
  '/plus-crews/{number}/settings',
  '/plus-crews/{number}/data',
  '/help',
  '/profile',
  '/receipts',
  '/invoices',
  '/receipt/{number}',
  '/invoice/{number}',
  '/mobileDocuments',
  '/vacancies',
];
// Beyond rules §2: the offline page, the company settings screen (rules §7 calls it, §2 lists no route),
// the two printable weeks and the failed deliveries.
const NOT_IN_SPEC = [
  '/offline',
  '/companies/[id]/settings',
  '/personal-calendar/week',
  '/crews/[id]/line-up',
  '/failed-jobs',
];

/** The route notation of rules §2 as Next writes folders: `{id}` → `[id]`, trailing optional parts → `[[...rest]]`. */
const asNextPattern = (route: string) => route.replace(/(\/\{\w+\?\})+$/, '/[[...rest]]').replace(/\{(\w+)\}/g, '[$1]');

const paths = SCREENS.map((s) => s.path);

describe('the registry against rules §2', () => {
  it('has one row per route of rules §2, and the screens beyond it', () => {
    expect(paths.filter((p) => !NOT_IN_SPEC.includes(p)).sort()).toEqual(SPEC_ROUTES.map(asNextPattern).sort());
    expect(paths).toEqual(expect.arrayContaining(NOT_IN_SPEC));
  });

  it('lets a project session open only the routes of rules §6, and a plus-crew session its two', () => {
    expect(SCREENS.filter((s) => s.project).map((s) => s.path)).toEqual([
      '/crews/[id]',
      '/crews/[id]/contact-crew-chief',
      '/crews/[id]/contact-crew-member/[contactId]',
      '/locations/[id]',
      '/projects/[number]',
      '/projects/[number]/contact-project-manager',
    ]);
    expect(SCREENS.filter((s) => s.pluscrew).map((s) => s.path)).toEqual([
      '/plus-crews/[number]',
      '/plus-crews/[number]/data',
    ]);
  });
});

/** Route paths of every page.tsx under app/, route groups left out; the catch-all and the API aside. */
function pageRoutes(): string[] {
  const app = join(__dirname, '..', '..', 'app');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === app && entry.name === 'api') continue;
        walk(full);
      } else if (entry.name === 'page.tsx') {
        const parts = relative(app, dir).split(sep).filter(Boolean);
        if (parts.includes('[...missing]')) continue;
        found.push(`/${parts.filter((p) => !/^\(.+\)$/.test(p)).join('/')}`);
      }
    }
  };
  walk(app);
  return found.sort();
}

describe('the registry against the pages', () => {
  const pages = pageRoutes();

  it('finds the pages (the walk itself works)', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/jobs', '/crews/[id]', '/login', '/public-profile/[personId]']),
    );
  });

  it('has exactly one row per page', () => {
    expect([...paths].sort()).toEqual(pages);
  });

  it('is collected from the page folders as they are now (else: npm run typecheck writes it again)', () => {
    const written = readFileSync(join(__dirname, 'screen-rows.generated.ts'), 'utf8');
    expect(written).toBe(screenRowsModule());
  });
});

/** A concrete path of a pattern: each parameter 1, a rest part left out. */
const sample = (pattern: string) => pattern.replace(/\/\[\[\.\.\.\w+\]\]$/, '').replace(/\[\w+\]/g, '1');

describe('the rows themselves', () => {
  it('have unique paths, and each path leads to its own row (none shadows another)', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of SCREENS) expect(screenForPath(sample(screen.path))?.screen).toBe(screen);
  });

  it('have valid patterns', () => {
    for (const screen of SCREENS) expect(() => parsePattern(screen.path)).not.toThrow();
  });

  it('give each reduced session type exactly one home, on a route with its own number', () => {
    for (const type of ['project', 'pluscrew'] as const) {
      const homes = SCREENS.filter((s) => s[type]?.home);
      expect(homes).toHaveLength(1);
      expect(homes[0]![type]!.own).toBeDefined();
    }
  });

  it('name only parameters the route has as its own number', () => {
    for (const screen of SCREENS)
      for (const access of [screen.project, screen.pluscrew])
        if (access?.own) expect(screen.path).toContain(`[${access.own}]`);
  });

  it('give menu entries unique keys and places, and highlights that are routes', () => {
    const menus = SCREENS.flatMap((s) => (s.menu ? [s.menu] : []));
    expect(new Set(menus.map((m) => m.key)).size).toBe(menus.length);
    expect(new Set(menus.map((m) => m.order)).size).toBe(menus.length);
    const bars = menus.flatMap((m) => (m.bottomBar ? [m.bottomBar.order] : []));
    expect(new Set(bars).size).toBe(bars.length);
    for (const m of menus) for (const h of m.highlights ?? []) expect(paths).toContain(h);
  });

  it('keep reduced sessions off public rows (they may open those anyway)', () => {
    expect(SCREENS.filter((s) => s.public && (s.project || s.pluscrew))).toEqual([]);
  });
});
