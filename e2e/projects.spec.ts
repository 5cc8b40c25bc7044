// Projects, at phone size: the project (PID) session, a planner staffing a crew item
// through the double-booking warning and setting a project login's password, a client's project
// list and calendar, and no login landing on a 404.
// Changes demo data: the planner tests create their own projects (with crews, items and a
// request for Sam de Vries, crew@example.com, far in the future; and one whose login link gets a
// password and loses it again), so other specs see no change.
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { expect, test, DEMO_USERS, type TRole, newContextOnClock } from './fixtures';
import type { Page } from '@playwright/test';
import { bottomBar, sideMenu, type TMenuSession } from '../lib/auth/menu';
import { BUILT_SCREENS } from '../lib/auth/screens';
import { backendAs } from './backend-as';
import { clock } from '../lib/domain/clock';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ready = (page: Page, testId: string) => expect(page.getByTestId(testId)).toHaveAttribute('data-ready', 'true');
/** The statuses the project list shows, each once. */
const statuses = async (page: Page) => [
  ...new Set(await page.getByTestId('project-row').locator('[data-status]').allTextContents()),
];
const notFoundHeading = (page: Page) => page.getByRole('heading', { name: en.NotFoundPage.heading });

test.describe('a project (PID) session', () => {
  test('lands on its project, sees its crews, opens a crew, a contact and a location, and is bounced elsewhere', async ({
    page,
  }) => {
    await page.goto('/?PID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const home = new URL(page.url()).pathname;
    await expect(page.getByTestId('project-page')).toBeVisible();
    await expect(page.getByTestId('back-arrow')).toHaveCount(0);
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await expect(page.getByTestId('project-status')).toHaveText(en.ProjectStatus.confirmed);
    const crews = page.getByTestId('project-crew');
    await expect(crews).toHaveCount(3);
    await expect(crews.getByTestId('crew-link')).toHaveText(['Build-up', 'Show crew', 'Breakdown']);
    // Nothing a project session may not open is offered.
    await expect(page.getByTestId('project-documents-link')).toHaveCount(0);
    await expect(page.getByTestId('project-report-link')).toHaveCount(0);

    // Its project manager, as a contact.
    await page.getByTestId('contact-project-manager-link').click();
    await expect(page).toHaveURL(new RegExp(`${home}/contact-project-manager$`));
    await expect(page.getByTestId('contact-card')).toContainText('Pat Jansen');
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await page.goto(home);

    // A crew, its chief and its place.
    await crews.filter({ hasText: 'Show crew' }).getByTestId('crew-link').click();
    await expect(page.getByTestId('crew-page')).toBeVisible();
    const crewPath = new URL(page.url()).pathname;
    await page.getByTestId('crew-chief-link').click();
    await expect(page).toHaveURL(new RegExp(`${crewPath}/contact-crew-chief$`));
    await expect(page.getByTestId('contact-card')).toContainText('Chris Bakker');
    await page.goto(crewPath);
    const member = page.locator(`a[href^="${crewPath}/contact-crew-member/"]`).first();
    await member.click();
    await expect(page.getByTestId('contact-card')).toBeVisible();
    await page.goto(crewPath);
    await page.getByTestId('crew-location-link').click();
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(notFoundHeading(page)).toHaveCount(0);

    // Everything else sends it home.
    for (const path of [
      '/',
      '/projects',
      '/projects-calendar',
      `${home}/documents`,
      '/jobs',
      `${crewPath}/contact-contact-on-site`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${home}$`));
    }
  });
});

test.describe('a planner', () => {
  test.use({ role: 'planner' });

  test('creates a crew and a crew item, activates it, requests a booked person through the warning; the person then sees it to confirm, and the planner confirms them on the row', async ({
    page,
    context,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    // Set-up: a project far ahead on which Sam de Vries is already confirmed, 08:00–17:00.
    const planner = await backendAs(DEMO_USERS.planner);
    const sam = await backendAs(DEMO_USERS.crew);
    const day = addDays(clock.today('Europe/Amsterdam'), 200);
    const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
    const clients = await planner.call<{ id: number }[]>('GET', '/contacts');
    const functions = await planner.call<{ id: number; name: string }[]>('GET', '/functions');
    const stagehand = functions.find((f) => f.name === 'Stagehand')!;
    const project = await planner.call<{ id: number; number: number; name: string }>('POST', '/projects', {
      name: `Harbour Festival ${day}`,
      companyId: companies.find((c) => c.parentId === null)!.id,
      clientId: clients[0]!.id,
      beginDate: day,
      endDate: day,
    });
    const dayCrew = await planner.call<{ id: number; name: string }>('POST', '/projectCrews', {
      projectId: project.id,
      name: 'Day crew',
      startDate: day,
    });
    const booked = await planner.call<{ id: number }>('POST', '/projectCrewItemStatus/create', {
      projectCrewId: dayCrew.id,
      functionId: stagehand.id,
      startDate: day,
      startTime: '08:00',
      endTime: '17:00',
      rows: 1,
    });
    await planner.call('POST', '/assignments', { crewItemId: booked.id, personId: sam.personId, status: 'confirmed' });

    await page.goto(`/projects/${project.number}`);
    await ready(page, 'project-workspace');

    // A new crew…
    await page.getByTestId('new-crew').click();
    const crewForm = page.getByTestId('crew-form');
    await crewForm.getByLabel(en.ProjectForms.crewName).fill('Evening crew');
    await crewForm.getByRole('button', { name: en.ProjectForms.createCrew }).click();
    await expect(page.getByText(en.ProjectForms.crewCreated.replace('{name}', 'Evening crew'))).toBeVisible();
    const crew = page.getByTestId('project-crew').filter({ has: page.getByRole('link', { name: 'Evening crew' }) });
    await expect(crew).toBeVisible();

    // …a crew item on it, which starts as a design…
    await crew.getByTestId('new-crew-item').click();
    const itemForm = crew.getByTestId('crew-item-form');
    await itemForm.getByLabel(en.ProjectForms.function).selectOption({ label: 'Host' });
    await itemForm.getByLabel(en.ProjectForms.startDate).fill(day);
    await itemForm.getByLabel(en.ProjectForms.startTime).fill('12:00');
    await itemForm.getByLabel(en.ProjectForms.endTime).fill('20:00');
    await itemForm.getByLabel(en.ProjectForms.rows).fill('2');
    await itemForm.getByRole('button', { name: en.ProjectForms.createItem }).click();
    const item = crew.getByTestId('project-crew-item');
    await expect(item).toHaveAttribute('data-status', 'design');

    // …activated…
    await item.getByTestId('item-activate').click();
    await expect(item).toHaveAttribute('data-status', 'active');

    // …and a booked person requested: the warning and the marker first, then the second yes.
    await item.getByTestId('request-person').first().click();
    const dialog = page.getByTestId('request-person-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('person-search').fill('de Vries');
    const candidate = dialog.locator(`[data-testid="candidate"][data-person-id="${sam.personId}"]`);
    await expect(candidate.getByTestId('candidate-booked')).toContainText(en.Staffing.doubleBooking);
    await candidate.click();
    const warning = dialog.getByTestId('double-booking-warning');
    await expect(warning).toBeVisible();
    await expect(warning.getByTestId('double-booking-marker')).toContainText(en.Staffing.doubleBooking);
    await expect(warning.getByTestId('double-booking-conflicts')).toContainText(`${project.number} ${project.name}`);
    await expect(warning.getByTestId('double-booking-conflicts')).toContainText('Day crew');
    await warning.getByTestId('confirm-double-booking').click();
    await expect(dialog).toBeHidden();
    const row = item.getByTestId('crew-item-row').first();
    await expect(row).toContainText('Sam de Vries');
    await expect(row.getByTestId('row-status')).toHaveText(en.JobsPage.statuses.requested);
    await expect(row.getByTestId('double-booking-marker')).toBeVisible();

    // Sam sees it under "to confirm".
    await context.clearCookies();
    await loginAs('crew');
    await page.goto('/jobs?list=toConfirm');
    await ready(page, 'jobs-view');
    await expect(
      page.getByTestId('jobs-panel-toConfirm').getByTestId('job-card').filter({ hasText: project.name }),
    ).toHaveCount(1);

    // The planner confirms Sam on the row: the row's actions come (loaded when the row is opened),
    // and the double-booking rule asks again before the confirmation.
    await context.clearCookies();
    await loginAs('planner');
    await page.goto(`/projects/${project.number}`);
    await ready(page, 'project-workspace');
    const samRow = page
      .getByTestId('project-crew-item')
      .filter({ hasText: 'Host' })
      .getByTestId('crew-item-row')
      .filter({ hasText: 'Sam de Vries' });
    await samRow.getByTestId('row-change').click();
    await samRow.getByTestId('assignment-actions').getByRole('button', { name: en.Staffing.confirm }).click();
    const rowWarning = samRow.getByTestId('double-booking-warning');
    await expect(rowWarning.getByTestId('double-booking-conflicts')).toContainText('Day crew');
    await rowWarning.getByTestId('confirm-double-booking').click();
    await expect(page.getByText(en.Staffing.confirmed.replace('{name}', 'Sam de Vries'))).toBeVisible();
    await expect(samRow.getByTestId('row-status')).toHaveText(en.JobsPage.statuses.confirmed);
  });
});

test.describe('a planner, on the login link', () => {
  test.use({ role: 'planner' });

  test("sets and removes the password of a project's login link (PID) on its own project", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const planner = await backendAs(DEMO_USERS.planner);
    const day = addDays(clock.today('Europe/Amsterdam'), 210);
    const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
    const clients = await planner.call<{ id: number }[]>('GET', '/contacts');
    const project = await planner.call<{ id: number; number: number }>('POST', '/projects', {
      name: `Link login ${day}`,
      companyId: companies.find((c) => c.parentId === null)!.id,
      clientId: clients[0]!.id,
      beginDate: day,
      endDate: day,
    });
    const openLink = async (password: string) => {
      const link = await (await newContextOnClock(browser, { baseURL })).newPage();
      await link.goto(`/?PID=${project.id}&Password=${password}`);
      return link;
    };

    await page.goto(`/projects/${project.number}`);
    await ready(page, 'project-workspace');
    await page.getByTestId('tool-password').click();
    const form = page.getByTestId('password-form');
    await expect(form).toHaveAttribute('data-has-password', 'false');
    await expect(form.getByTestId('link-password-state')).toContainText(`/?PID=${project.id}`);
    await form.getByLabel(en.LinkPassword.newPassword, { exact: true }).fill('Harbour-2030');
    await form.getByLabel(en.LinkPassword.confirm, { exact: true }).fill('Harbour-2030');
    await form.getByRole('button', { name: en.LinkPassword.set }).click();
    await expect(form.getByTestId('link-password-saved')).toHaveText(en.LinkPassword.saved);
    await expect(form.getByTestId('link-password-state')).toContainText(en.LinkPassword.isSet);

    const session = await openLink('Harbour-2030');
    await expect(session).toHaveURL(new RegExp(`/projects/${project.number}$`));

    await form.getByTestId('remove-password').click();
    await page
      .getByRole('alertdialog', { name: en.LinkPassword.removeQuestion })
      .getByRole('button', { name: en.LinkPassword.remove })
      .click();
    await expect(form.getByTestId('link-password-saved')).toHaveText(en.LinkPassword.removed);
    await expect(form.getByTestId('link-password-state')).toContainText(en.LinkPassword.notSet);
    expect((await session.request.get(`/api/v1/projects/${project.id}`)).status()).toBe(401);
    await expect(await openLink('Harbour-2030')).toHaveURL(/\/login\?error=INVALID_CREDENTIALS$/);
  });
});

test.describe('a client', () => {
  test.use({ role: 'client' });

  test('filters the project list and opens the projects calendar', async ({ page }) => {
    await page.goto('/projects');
    await ready(page, 'projects-list');
    const rows = page.getByTestId('project-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('filter-scope')).toHaveCount(0);
    // Not closed (the default): no closed project.
    await expect(rows.getByText(en.ProjectStatus.closed, { exact: true })).toHaveCount(0);

    await page.getByTestId('filter-tab').getByText(en.ProjectsPage.tabs.closed, { exact: true }).click();
    await expect(page).toHaveURL(/\?tab=closed$/);
    await expect.poll(() => statuses(page)).toEqual([en.ProjectStatus.closed]);

    await page.getByTestId('filter-tab').getByText(en.ProjectsPage.tabs.open, { exact: true }).click();
    await page.getByTestId('filter-period').getByText(en.ProjectsPage.periods.requested, { exact: true }).click();
    await expect.poll(() => statuses(page)).toEqual([en.ProjectStatus.requested]);

    await page.getByTestId('filter-period').getByText(en.ProjectsPage.periods.any, { exact: true }).click();
    const search = page.getByTestId('projects-search');
    await search.fill('Harbour Gala');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Harbour Gala SS Rotterdam');
    await expect(page).toHaveURL(/q=Harbour\+Gala/);
    const number = (await rows.getAttribute('data-number'))!;
    await search.fill('');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await search.fill(number);
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute('data-number', number);
    await search.fill('zzz-no-such-project');
    await expect(page.getByTestId('projects-empty')).toHaveText(en.ProjectsPage.empty);

    // The calendar, from the bottom bar.
    await page.getByTestId('bottom-bar').getByRole('link', { name: en.Menu.projectsCalendar }).click();
    await expect(page).toHaveURL(/\/projects-calendar$/);
    const calendar = page.getByTestId('projects-calendar');
    await expect(page.getByTestId('calendar-legend').getByRole('listitem')).toHaveText([
      en.ProjectsCalendar.states.confirmed,
      en.ProjectsCalendar.states.quoted,
      en.ProjectsCalendar.states.designClient,
    ]);
    const month = await calendar.getAttribute('data-month');
    const days = page.getByTestId('calendar-day');
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    await page.getByTestId('calendar-next').click();
    await expect(calendar).not.toHaveAttribute('data-month', month!);
    await page.getByTestId('calendar-previous').click();
    await expect(calendar).toHaveAttribute('data-month', month!);
    // The demo client's project of the project login runs today: a day with projects opens them.
    const busy = page.locator('[data-testid="calendar-day"]:not([data-count="0"])').first();
    const date = await busy.getAttribute('data-date');
    await busy.click();
    await expect(page).toHaveURL(new RegExp(`day=${date}$`));
    const listed = page.getByTestId('calendar-projects').getByTestId('project-row');
    await expect(listed.first()).toBeVisible();
    await listed.first().click();
    await expect(page.getByTestId('project-page')).toBeVisible();
    await expect(page.getByTestId('project-workspace')).toBeVisible();
  });
});

test.describe('no login lands on a 404', () => {
  // The walks of a11y.spec.ts open the same screens of crew, chief, planner, client and office and
  // refuse any answer of 400 or more there; here, a login in another language.
  const ROLES: TRole[] = ['crewNl'];
  for (const role of ROLES) {
    test(`${role}: home and every menu and bottom-bar entry open a page`, async ({ page, loginAs }) => {
      const session = (await loginAs(role)) as unknown as TMenuSession;
      const hrefs = [
        ...sideMenu(session, BUILT_SCREENS).entries.map((e) => e.href),
        ...bottomBar(session, BUILT_SCREENS).map((e) => e.href),
      ];
      expect(hrefs).toContain('/');
      for (const href of new Set(hrefs)) {
        // Next answers a not-found screen with 404, in every language.
        const res = await page.goto(href);
        expect(res?.status(), href).toBeLessThan(400);
      }
    });
  }

  test('a project session lands on its project page', async ({ page }) => {
    const res = await page.goto('/?PID=1&Password=demo-link');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('project-page')).toBeVisible();
    await expect(notFoundHeading(page)).toHaveCount(0);
  });
});
