// Keyboard only: logging in, accepting a job, checking in and signing a delivery note
// with the typed-name alternative, driven by Tab, Shift+Tab, Enter and Space alone (no mouse,
// no click, no fill), with the focus visible at each step, and the result checked in the backend.
// The job, the check-in and the delivery note are on crews of this spec's own projects, for
// Noor (crewNl) and Chris (chief): no other spec answers or checks in their jobs on them.
import type { Locator, Page } from '@playwright/test';
import { addDays } from 'date-fns';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { backendAs } from './backend-as';
import { dayChecks, grantLocation, ready, tenantToday, VENUE } from './crew-day';
import { DEMO_PASSWORD, DEMO_USERS, expect, hydrated, test } from './fixtures';
import { dayProject } from './planner-project';
import { clock } from '../lib/domain/clock';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Presses Tab (or Shift+Tab) until `target` has the focus, and checks that the focus shows. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** The focused element shows it: :focus-visible, with an outline or a ring of some width. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
      ring: s.boxShadow !== 'none',
    };
  });
  expect(style.focusVisible, 'the focus is keyboard focus').toBe(true);
  expect(style.outline || style.ring, 'the focus has an outline or a ring').toBe(true);
}

type TCrewApi = Awaited<ReturnType<typeof backendAs>>;

/** A project of this spec on `day` with one crew, and `person` in it with `status`. */
async function jobFor(
  planner: TCrewApi,
  o: {
    day: string;
    name: string;
    personId: number;
    status: 'requested' | 'confirmed';
    chiefId?: number;
    times?: [string, string];
  },
) {
  const { project, crew, addItem } = await dayProject(planner, { name: o.name, crewName: 'Keyboard crew', day: o.day });
  if (o.chiefId) await planner.call('PUT', `/projectCrews/${crew.id}`, { crewChiefId: o.chiefId });
  const item = await addItem('Stagehand', ...(o.times ?? ['08:00', '23:00']));
  const assignment = await planner.call<{ id: number }>('POST', '/assignments', {
    crewItemId: item.id,
    personId: o.personId,
    status: o.status,
    // Noor and Chris work in the demo's crews today too.
    confirmDoubleBooking: true,
  });
  return { project, crew, assignmentId: assignment.id };
}

test('logging in with the keyboard', async ({ page }) => {
  await page.goto('/login');
  const username = page.getByLabel(en.LoginPage.username);
  // Typed before hydration, the text would be replaced by the form's default value.
  await expect.poll(() => username.evaluate(hydrated)).toBe(true);
  await tabTo(page, username);
  await page.keyboard.type(DEMO_USERS.crew);
  await tabTo(page, page.getByLabel(en.LoginPage.password));
  await page.keyboard.type(DEMO_PASSWORD);
  // Back up to the user name and forward again: Shift+Tab works too.
  await tabTo(page, username, 'Shift+Tab');
  await tabTo(page, page.getByRole('button', { name: en.LoginPage.submit }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const session = await page.request.get('/api/session');
  expect(session.status()).toBe(200);
  const { data } = (await session.json()) as { data: { session: { type: string; user: { loginTypes: string[] } } } };
  expect(data.session.type).toBe('user');
  expect(data.session.user.loginTypes).toEqual(['crew']);
});

test.describe('as Noor (crew)', () => {
  test.use({ role: 'crewNl' });

  test('accepting a job with the keyboard', async ({ page }) => {
    const planner = await backendAs(DEMO_USERS.planner);
    const noor = await backendAs(DEMO_USERS.crewNl);
    const day = addDays(new Date(`${await tenantToday(page.request)}T12:00:00Z`), 30)
      .toISOString()
      .slice(0, 10);
    const { project, assignmentId } = await jobFor(planner, {
      day,
      name: `Keyboard accept ${Date.now()}`,
      personId: noor.personId,
      status: 'requested',
      // A day's work within the working-time rules: a yes that breaks one (a 15-hour shift) is refused.
      times: ['09:00', '17:00'],
    });

    await page.goto('/jobs?list=toConfirm');
    await expect(page.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
    const accept = page.getByRole('button', { name: nl.JobsPage.acceptLabel.replace('{project}', project.name) });
    await tabTo(page, accept);
    await page.keyboard.press('Enter');
    await expect(page.getByText(nl.JobsPage.accepted)).toBeVisible();
    await expect(accept).toHaveCount(0);
    // The focus goes back to the list's tab, not to the start of the page.
    await expectVisibleFocus(page.getByRole('tab', { name: nl.JobsPage.lists.toConfirm }));

    const upcoming = await noor.call<{ id: number; status: string; assignmentId?: number }[]>(
      'GET',
      '/jobs?list=upcoming',
    );
    expect(upcoming.find((j) => j.id === assignmentId)?.status).toBe('confirmedWeb');
  });

  test('checking in with the keyboard', async ({ page, context }) => {
    await grantLocation(context);
    const planner = await backendAs(DEMO_USERS.planner);
    const noor = await backendAs(DEMO_USERS.crewNl);
    const today = await tenantToday(page.request);
    const { crew } = await jobFor(planner, {
      day: today,
      name: `Keyboard check-in ${Date.now()}`,
      personId: noor.personId,
      status: 'confirmed',
    });

    await page.goto(`/crews/${crew.id}/check-in`);
    await ready(page);
    await tabTo(page, page.getByRole('button', { name: nl.CheckPage.checkInSelf }));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('check-status')).not.toHaveText(nl.CheckPage.statusNone);

    const [me] = await dayChecks(page.request, crew.id, today);
    expect(me?.check?.checkInAt).toBeTruthy();
    expect(me?.check?.checkOutAt).toBeNull();
  });
});

test.describe('as Chris (crew chief)', () => {
  test.use({ role: 'chief' });

  test('the client signs the delivery note with the typed name, by keyboard', async ({ page }) => {
    const planner = await backendAs(DEMO_USERS.planner);
    const chris = await backendAs(DEMO_USERS.chief);
    const noor = await backendAs(DEMO_USERS.crewNl);
    const today = await tenantToday(page.request);
    const { crew, assignmentId } = await jobFor(planner, {
      day: today,
      name: `Keyboard delivery note ${Date.now()}`,
      personId: noor.personId,
      status: 'confirmed',
      chiefId: chris.personId,
    });
    // Set-up through the backend: Noor checked in by the crew chief, the note released.
    await chris.call('POST', `/projectCrews/${crew.id}/checkIns`, {
      assignmentId,
      at: clock.now().toISOString(),
      lat: VENUE.latitude,
      lng: VENUE.longitude,
      clientId: crypto.randomUUID(),
    });
    await chris.call('POST', `/projectCrews/${crew.id}/deliveryNote/release`, { date: today });

    await page.goto(`/crews/${crew.id}/delivery-note`);
    await ready(page);
    const note = page.getByTestId('document-deliveryNote');
    await expect(note.getByTestId('document-status')).toHaveText(en.DeliveryNotePage.status.released);
    await tabTo(page, note.getByLabel(en.DeliveryNotePage.signerName));
    await page.keyboard.type('Casey Client');
    await tabTo(page, note.getByRole('button', { name: en.SignaturePad.useTypedName }));
    await page.keyboard.press('Enter');
    await expect(note.getByText(en.SignaturePad.signed)).toBeVisible();
    await tabTo(page, note.getByRole('button', { name: en.DeliveryNotePage.sign, exact: true }));
    await page.keyboard.press('Enter');
    await expect(note.getByTestId('document-status')).toHaveText(en.DeliveryNotePage.status.signed);
    await expect(note.getByTestId('signed-by')).toContainText('Casey Client');

    const stored = await chris.call<{ status: string; signerName?: string | null }>(
      'GET',
      `/projectCrews/${crew.id}/deliveryNote?date=${today}`,
    );
    expect(stored.status).toBe('signed');
  });
});
