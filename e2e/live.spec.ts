// Live screens: a change made in another browser shows without a reload, and a project (PID)
// session's stream of changes carries its own project only. The crews are this spec's own
// projects, laid out straight through the backend.
import { randomUUID } from 'node:crypto';
import en from '../messages/en.json';
import { backendAs } from './backend-as';
import { grantLocation, tenantToday, VENUE } from './crew-day';
import { expect, JWT_SHAPE, loginContext, newContextOnClock, test } from './fixtures';
import { dayProject } from './planner-project';
import { clock } from '../lib/domain/clock';

test.describe('the crew chief', () => {
  test.use({ role: 'chief' });

  test("sees a crew member's check-in from another browser arrive, without a reload", async ({
    page,
    browser,
    baseURL,
  }) => {
    const planner = await backendAs('planner@example.com');
    const chief = await backendAs('chief@example.com');
    const member = await backendAs('crew@example.com');
    const today = await tenantToday(page.request);
    const { crew, addItem } = await dayProject(planner, { name: 'Live check-in', crewName: 'Live crew', day: today });
    await planner.call('PUT', `/projectCrews/${crew.id}`, { crewChiefId: chief.personId });
    const item = await addItem('Stagehand', '00:00', '23:59');
    await planner.call('POST', '/assignments', {
      crewItemId: item.id,
      personId: member.personId,
      status: 'confirmed',
      // Sam works in the demo's crews today too.
      confirmDoubleBooking: true,
    });

    // The page hears changes from when its stream is open (a change before that is in the page
    // the server drew, or, here, would be missed): Sam checks in once it is.
    const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/changes');
    await page.goto(`/crews/${crew.id}/crew-chief-job`);
    const row = page.getByTestId('day-checks').getByRole('listitem').filter({ hasText: 'Sam de Vries' });
    await expect(row).toContainText(en.CrewChiefJob.notCheckedIn);
    // Gone if the page loads again: the check-in must come without a reload.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await streamOpen;

    // Sam checks in on his own phone.
    const phone = await newContextOnClock(browser, { baseURL });
    await grantLocation(phone);
    await loginContext(phone, baseURL!, 'crew');
    const res = await phone.request.post(`/api/v1/projectCrews/${crew.id}/checkIns`, {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        clientId: randomUUID(),
        at: new Date(clock.nowMs()).toISOString(),
        lat: VENUE.latitude,
        lng: VENUE.longitude,
      },
    });
    expect(res.status()).toBe(201);
    await phone.close();

    await expect(row).toContainText(en.CrewChiefJob.checkedIn.replace(' {in}', ''));
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });
});

test("a project (PID) session's stream carries its own project only", async ({ page }) => {
  const planner = await backendAs('planner@example.com');
  await page.goto('/?PID=1&Password=demo-link');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await page.evaluate(() => {
    const heard: Array<{ topic: string; key: number; projectId: number | null }> = [];
    Object.assign(window, { heard });
    const stream = new EventSource('/api/v1/changes');
    stream.addEventListener('change', (e) => heard.push(JSON.parse((e as MessageEvent<string>).data)));
    return new Promise((resolve) => stream.addEventListener('open', resolve, { once: true }));
  });
  const day = clock.today('Europe/Amsterdam');
  // A crew added to project 2, then one to project 1, each taken away again.
  const crews: Record<number, number> = {};
  for (const projectId of [2, 1]) {
    const crew = await planner.call<{ id: number }>('POST', '/projectCrews', {
      projectId,
      name: 'Live stream crew',
      startDate: day,
    });
    crews[projectId] = crew.id;
    await planner.call('DELETE', `/projectCrews/${crew.id}`);
  }
  const heard = async () =>
    page.evaluate(
      () => (window as unknown as { heard: Array<{ topic: string; key: number; projectId: number }> }).heard,
    );
  await expect.poll(async () => (await heard()).some((c) => c.topic === 'crew' && c.key === crews[1])).toBe(true);
  const notes = await heard();
  expect(notes.every((c) => c.projectId === 1)).toBe(true);
  expect(notes.some((c) => c.key === crews[2])).toBe(false);
  // The token watch of the fixtures cannot read a stream that stays open: nothing in it is token-shaped.
  expect(JSON.stringify(notes)).not.toMatch(JWT_SHAPE);
});

test.describe('the planner', () => {
  test.use({ role: 'planner' });

  test('sees who else of the staff has the project open, by name, until they close it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const project = ((await (await page.request.get('/api/v1/projects/1')).json()) as { data: { number: number } })
      .data;
    await page.goto(`/projects/${project.number}`);
    const presence = page.getByTestId('presence');
    await expect(presence).toBeAttached();
    await expect(presence).toHaveText('');

    const office = await newContextOnClock(browser, { baseURL });
    await loginContext(office, baseURL!, 'office');
    const other = await office.newPage();
    await other.goto(`/projects/${project.number}`);
    await expect(other.getByTestId('presence')).toHaveText(en.Presence.alsoHere.replace('{names}', 'Pat Jansen'));
    // Pat's page hears of her arrival without a reload.
    await expect(presence).toHaveText(en.Presence.alsoHere.replace('{names}', 'Olivia Visser'));

    await other.close();
    await expect(presence).toHaveText('');
    await office.close();
  });
});
