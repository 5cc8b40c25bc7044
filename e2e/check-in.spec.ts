// Check-in and check-out, in Chromium with the location granted and denied.
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { dayChecks, grantLocation, ready, showCrewId, tenantToday, VENUE } from './crew-day';

test.use({ role: 'crew' });

test('a crew member checks in and out; an early check-out and a second check-in are refused', async ({
  page,
  context,
}) => {
  await grantLocation(context);
  const crewId = await showCrewId(page);
  const today = await tenantToday(page.request);

  await page.goto(`/crews/${crewId}/check-out`);
  await ready(page);
  const row = page.getByTestId('check-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: en.CheckPage.checkOutSelf }).click();
  await expect(page.getByTestId('check-error')).toHaveText(en.Errors.NOT_CHECKED_IN);

  await page.goto(`/crews/${crewId}/check-in`);
  await ready(page);
  await page.getByRole('button', { name: en.CheckPage.checkInSelf }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'checked in at' })).toBeVisible();
  await expect(page.getByTestId('check-status')).toContainText('Checked in at');

  await page.getByRole('button', { name: en.CheckPage.checkInSelf }).click();
  await expect(page.getByTestId('check-error')).toHaveText(en.Errors.ALREADY_CHECKED_IN);

  await page.goto(`/crews/${crewId}/check-out`);
  await ready(page);
  await page.getByRole('button', { name: en.CheckPage.checkOutSelf }).click();
  await expect(page.getByTestId('check-status')).toContainText('checked out at');

  const [me] = await dayChecks(page.request, crewId, today);
  expect(me?.check?.checkInAt).toBeTruthy();
  expect(me?.check?.checkOutAt).toBeTruthy();
  expect(me!.check!.checkOutAt! >= me!.check!.checkInAt).toBe(true);
  const full = await page.request.get(`/api/v1/projectCrews/${crewId}/checks?date=${today}`);
  const stored = ((await full.json()) as { data: Array<{ check: { checkInLat: number; checkInLng: number } }> })
    .data[0]!.check;
  expect(stored.checkInLat).toBeCloseTo(VENUE.latitude, 4);
  expect(stored.checkInLng).toBeCloseTo(VENUE.longitude, 4);
});

test('with the location denied, the settings warning shows and nothing is sent', async ({ page }) => {
  const crewId = await showCrewId(page);
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/check(Ins|Outs)$/.test(new URL(req.url()).pathname)) sent.push(req.url());
  });
  await page.goto(`/crews/${crewId}/check-in`);
  await ready(page);
  await page.getByRole('button', { name: en.CheckPage.checkInSelf }).click();
  const warning = page.getByTestId('permission-warning');
  await expect(warning).toContainText(en.PermissionWarning.title);
  await expect(warning).toContainText(en.PermissionWarning.howTo);
  await expect(page.getByTestId('pending-check')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('a crew member who is not the crew chief gets the translated refusal on the sign-off page', async ({ page }) => {
  const crewId = await showCrewId(page);
  await page.goto(`/crews/${crewId}/sign-off`);
  await expect(page.getByTestId('load-error')).toHaveText(en.Errors.FORBIDDEN);
  await expect(page.getByRole('button', { name: en.SignOffPage.signOff })).toHaveCount(0);
});
