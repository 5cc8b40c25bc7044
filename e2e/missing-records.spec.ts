// A record that does not exist: its screen says what is missing, inside the
// shell, and the answer is 404, as for a path that does not exist at all. Before, the page showed
// the right sentence with status 200.
import en from '../messages/en.json';
import { expect, test, type TRole } from './fixtures';

/** The heading of a missing record's screen: what the record is, by its screen's title. */
const missing = (title: keyof typeof en.Titles) => en.NotFoundPage.record.replace('{record}', en.Titles[title]);

const MISSING: [TRole, string, string][] = [
  ['crew', '/jobs/999999', missing('job')],
  ['crew', '/crews/999999', missing('crew')],
  ['crew', '/crews/999999/check-in', missing('crew')],
  ['crew', '/payrolls/999999', missing('payroll')],
  ['planner', '/projects/999999', missing('project')],
  ['planner', '/locations/999999', missing('location')],
  ['planner', '/membership-crews/999999', missing('membershipCrew')],
  ['planner', '/plus-crews/999999', missing('plusCrewDetails')],
  ['office', '/invoice/999999', missing('invoiceDetails')],
  ['office', '/receipt/999999', missing('receipt')],
];

for (const [role, href, heading] of MISSING) {
  test(`${href} as ${role}: 404, and the screen names what is missing`, async ({ page, loginAs }) => {
    await loginAs(role);
    const res = await page.goto(href);
    expect(res?.status()).toBe(404);
    const alert = page.getByTestId('load-error');
    await expect(alert.getByRole('heading', { name: heading })).toBeVisible();
    await expect(alert).toContainText(en.Errors.NOT_FOUND);
    // Inside the shell, menu and all.
    await expect(page.getByRole('button', { name: en.TopBar.openMenu })).toBeVisible();
  });
}

test('a path that does not exist: 404 with the general not-found screen', async ({ page, loginAs }) => {
  await loginAs('crew');
  const res = await page.goto('/no-such-screen');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 2, name: en.NotFoundPage.heading })).toBeVisible();
});
