// Plus crews at phone size: the PCID login's dashboard, entering a day's figures on
// the data page, and the list and settings for a user with plusCrews rights.
// Changes demo data: figures of plus crew 501 on 10 March 2030 (a month of its own, so that the
// dashboard's figures can be worked out by hand), the settings of plus crew 503, and the login
// link's password of plus crew 502 (PCID=2, no password in the demo: set, changed, removed again).
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { canOpen, type TAccessSession } from '../lib/auth/route-access';
import { clickWhenHydrated, expect, test, newContextOnClock } from './fixtures';
import { ready } from './crew-day';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const STORE = 'Store team Utrecht Centrum';

/** Every same-origin link on the page must be one the session may open (no bouncing off the gate). */
async function linksAreOpen(page: import('@playwright/test').Page, session: TAccessSession) {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const refused = hrefs
    .map((h) => new URL(h))
    .filter((u) => u.origin === origin && !canOpen(`${u.pathname}${u.search}`, session))
    .map((u) => u.pathname);
  expect(refused).toEqual([]);
}

test.describe('a plus-crew (PCID) session', () => {
  test('lands on its dashboard: fluid, no back arrow, no bottom bar, titled with the plus crew', async ({ page }) => {
    await page.goto('/?PCID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/plus-crews\/501$/);
    await expect(page.getByTestId('page-title')).toHaveText(STORE);
    await expect(page).toHaveTitle(new RegExp(`${STORE}$`));
    await expect(page.getByTestId('back-arrow')).toHaveCount(0);
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await expect(page.locator('main')).toHaveAttribute('data-container', 'fluid');
    // The demo store team sells above its targets: its forecast is its bonus of 750.00.
    await expect(page.getByTestId('forecast-bonus')).toHaveText('€750.00');
    await expect(page.getByTestId('forecast-outcome')).toHaveText(en.PlusCrewDashboard.forecast.outcome.onTrack);
    await expect(page.getByRole('img', { name: /turnover against target and team speed/ })).toBeVisible();

    const session = (await (await page.request.get('/api/session')).json()).data.session as TAccessSession;
    await linksAreOpen(page, session);
    // Any other plus crew: the gate sends it home, the backend answers 404.
    await page.goto('/plus-crews/502');
    await expect(page).toHaveURL(/\/plus-crews\/501$/);
    expect((await page.request.get('/api/v1/plusCrews/502')).status()).toBe(404);
    expect((await page.request.get('/api/v1/plusCrews/502/data')).status()).toBe(404);
    // Its own settings (and the login link's password with them) are not its to see or change.
    await page.goto('/plus-crews/501/settings');
    await expect(page).toHaveURL(/\/plus-crews\/501$/);
    await expect(page.getByTestId('password-form')).toHaveCount(0);
    const refused = await page.request.put('/api/v1/plusCrews/501/password', {
      data: { password: null },
      headers: { origin: new URL(page.url()).origin },
    });
    expect([refused.status(), (await refused.json()).error.code]).toEqual([403, 'FORBIDDEN']);
  });

  test('enters a day, keeps it through a network error, changes the date and sees the dashboard follow', async ({
    page,
  }) => {
    await page.goto('/?PCID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/plus-crews\/501$/);
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    const menu = page.getByRole('dialog', { name: en.SideMenu.label });
    await expect(menu.getByRole('link')).toHaveText([en.Menu.plusCrewData]);
    await menu.getByRole('link', { name: en.Menu.plusCrewData }).click();
    await expect(page).toHaveURL(/\/plus-crews\/501\/data$/);
    await ready(page);
    const screen = page.getByTestId('plus-crew-data');
    await expect(screen).toHaveAttribute('data-state', 'loaded');

    // Another month through the picker: the query changes and the whole month loads.
    const march = page.waitForRequest(
      (r) => r.method() === 'GET' && r.url().includes('/plusCrews/501/data?dateFrom=2030-03-01&dateTo=2030-03-31'),
    );
    await page.getByTestId('date-input').fill('2030-03-10');
    await march;
    await expect(page).toHaveURL(/\/plus-crews\/501\/data\?date=2030-03-10$/);
    await expect(screen).toHaveAttribute('data-month', '2030-03-01');
    await expect(screen).toHaveAttribute('data-state', 'loaded');

    const form = page.getByTestId('day-entry-form');
    await form.getByLabel('Actual turnover (€)').fill('1000');
    await form.getByLabel('Target turnover (€)').fill('1.200,00');
    await form.getByLabel(en.PlusCrewData.form.staffHours).fill('10');
    // The first send fails on the network: the figures stay, and go with the second.
    await page.route('**/api/v1/plusCrews/501/data', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const save = form.getByRole('button', { name: en.PlusCrewData.form.save });
    await save.click();
    await expect(form.getByTestId('form-error')).toHaveText(en.Errors.NETWORK_ERROR);
    await expect(form.getByLabel('Actual turnover (€)')).toHaveValue('1000');
    await expect(form.getByLabel('Target turnover (€)')).toHaveValue('1.200,00');
    await page.unroute('**/api/v1/plusCrews/501/data');
    await save.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'are saved' })).toBeVisible();
    await expect(page.getByTestId('total-day-turnover')).toHaveText('€1,000.00');
    await expect(page.getByTestId('total-day-target')).toHaveText('€1,200.00');
    await expect(page.getByTestId('total-day-speed')).toHaveText('€100.00');
    await expect(page.getByTestId('total-month-turnover')).toHaveText('€1,000.00');

    // A day back, in the same month: the query changes and the month is loaded again.
    const again = page.waitForRequest((r) => r.url().includes('dateFrom=2030-03-01&dateTo=2030-03-31'));
    await page.getByRole('button', { name: en.PlusCrew.datePicker.previousDay }).click();
    await again;
    await expect(page).toHaveURL(/\?date=2030-03-09$/);
    await expect(page.getByTestId('total-day-turnover')).toHaveText('–');
    await expect(page.getByTestId('total-month-turnover')).toHaveText('€0.00');
    await page.getByRole('button', { name: en.PlusCrew.datePicker.nextDay }).click();
    await expect(page).toHaveURL(/\?date=2030-03-10$/);
    await expect(page.getByTestId('total-day-turnover')).toHaveText('€1,000.00');

    // Back on the dashboard for that day: 1,000.00 over 10 days of 31 is 3,100.00, above the
    // border of 1,200.00 × 90 % = 1,080.00, so the forecast is the team bonus of 750.00.
    await page.getByTestId('link-dashboard').click();
    await expect(page).toHaveURL(/\/plus-crews\/501\?date=2030-03-10$/);
    await expect(page.getByTestId('day-turnover-value')).toHaveText('€1,000.00');
    await expect(page.getByTestId('day-speed-value')).toHaveText('€100.00 per hour');
    await expect(page.getByTestId('day-speed-rule')).toHaveText(
      'Team speed = turnover ÷ staff hours = €1,000.00 ÷ 10 h = €100.00 per hour.',
    );
    await expect(page.getByTestId('month-turnover-value')).toHaveText('€1,000.00');
    await expect(page.getByTestId('month-target')).toHaveText('Target for the whole month: €1,200.00');
    await expect(page.getByTestId('forecast-bonus')).toHaveText('€750.00');
    await expect(page.getByTestId('forecast-rule').getByRole('listitem')).toHaveText([
      'Projected turnover = €1,000.00 ÷ 10 days × 31 days = €3,100.00.',
      'Border = month target €1,200.00 × 90% = €1,080.00.',
      '€3,100.00 reaches the border of €1,080.00: the forecast is the team bonus of €750.00.',
    ]);
    const session = (await (await page.request.get('/api/session')).json()).data.session as TAccessSession;
    await linksAreOpen(page, session);
  });
});

test.describe('a planner', () => {
  test.use({ role: 'planner' });

  test('opens the list from the menu, a plus crew without settings, and sets them', async ({ page }) => {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    await page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.plusCrews }).click();
    await expect(page).toHaveURL(/\/plus-crews$/);
    const items = page.getByTestId('plus-crew-item');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(STORE);
    // Turnover and target each say what they are, and the bar is a meter with a name.
    const today = en.PlusCrewsPage.today.replace(/\{\w+\}/g, '.+').replace(/[()]/g, '\\$&');
    await expect(items.first().getByTestId('plus-crew-today')).toHaveText(new RegExp(`^${today}$`));
    await expect(items.first().getByRole('meter', { name: en.PlusCrewDashboard.targetBar })).toHaveAttribute(
      'aria-valuetext',
      /%$/,
    );

    await items.filter({ hasText: 'Store team Amsterdam Zuid' }).click();
    await expect(page).toHaveURL(/\/plus-crews\/503$/);
    await expect(page.getByTestId('page-title')).toHaveText('Store team Amsterdam Zuid');
    await expect(page.getByTestId('forecast-rule')).toHaveText(en.PlusCrewDashboard.forecast.rule.noSettings);
    await page.getByTestId('link-settings').click();
    await expect(page).toHaveURL(/\/plus-crews\/503\/settings$/);
    await ready(page);

    const form = page.getByTestId('settings-form');
    const border = form.getByLabel(en.PlusCrewSettings.border);
    await border.fill('0');
    await form.getByLabel(en.PlusCrewSettings.kind.percentage).check();
    await form.getByLabel(en.PlusCrewSettings.percent).fill('12,5');
    await form.getByRole('button', { name: en.PlusCrewSettings.save }).click();
    await expect(form.getByText(en.PlusCrewSettings.borderRange)).toBeVisible();
    await expect(border).toBeFocused();
    await border.fill('92.5');
    await form.getByRole('button', { name: en.PlusCrewSettings.save }).click();
    await expect(page.getByTestId('toast').filter({ hasText: en.PlusCrewSettings.saved })).toBeVisible();

    await page.reload();
    await ready(page);
    await expect(form.getByLabel(en.PlusCrewSettings.border)).toHaveValue('92.5');
    await expect(form.getByLabel(en.PlusCrewSettings.percent)).toHaveValue('12.5');
    await page.getByTestId('link-dashboard').click();
    // CI once found no forecast within one expect's time after this click (not seen again in
    // four runs here): the address and the dashboard are awaited first, each with its own time,
    // and a failure says which step it was.
    await expect(page).toHaveURL(/\/plus-crews\/503\?date=/);
    await expect(page.getByTestId('plus-crew-dashboard')).toBeVisible();
    // Plus crew 503 has no targets: with the settings in place, the forecast says so.
    await expect(page.getByTestId('forecast-rule')).toHaveText(en.PlusCrewDashboard.forecast.rule.noTarget);
  });

  test("sets, changes and removes the password of a plus crew's login link (502, PCID=2)", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    /** Opens the link in a browser of its own: where it lands, and the page (its session). */
    const openLink = async (password: string) => {
      const context = await newContextOnClock(browser, { baseURL });
      const link = await context.newPage();
      await link.goto(`/?PCID=2&Password=${password}`);
      await expect(link).toHaveURL(/\/(plus-crews\/502|login\?error=INVALID_CREDENTIALS)$/);
      return link;
    };
    await page.goto('/plus-crews/502/settings');
    await ready(page);
    const form = page.getByTestId('password-form');
    await expect(form).toHaveAttribute('data-has-password', 'false');
    await expect(form.getByTestId('link-password-state')).toContainText(en.LinkPassword.notSet);
    await expect(form.getByTestId('link-password-state')).toContainText('/?PCID=2');
    await expect(form.getByTestId('remove-password')).toHaveCount(0);

    // The rule of the server and the second entry are checked before anything is sent.
    const password = form.getByLabel(en.LinkPassword.newPassword, { exact: true });
    const confirm = form.getByLabel(en.LinkPassword.confirm, { exact: true });
    await password.fill('Short-7');
    await confirm.fill('Short-7');
    await form.getByRole('button', { name: en.LinkPassword.set }).click();
    await expect(form.getByText(en.Validation.tooShort.replace(/\{min.*\}\./, '8 characters.'))).toBeVisible();
    await password.fill('Venue-team-2030');
    await confirm.fill('Venue-team-2031');
    await form.getByRole('button', { name: en.LinkPassword.set }).click();
    await expect(form.getByText(en.Validation.passwordMismatch)).toBeVisible();
    await confirm.fill('Venue-team-2030');
    await form.getByRole('button', { name: en.LinkPassword.set }).click();
    await expect(form.getByTestId('link-password-saved')).toHaveText(en.LinkPassword.saved);
    await expect(form).toHaveAttribute('data-has-password', 'true');
    await expect(password).toHaveValue('');

    const first = await openLink('Venue-team-2030');
    await expect(first).toHaveURL(/\/plus-crews\/502$/);
    expect((await first.request.get('/api/v1/plusCrews/502')).status()).toBe(200);

    // A new password: the session opened with the old one ends, and the old one no longer logs in.
    await password.fill('Venue-team-2031');
    await confirm.fill('Venue-team-2031');
    await form.getByRole('button', { name: en.LinkPassword.change }).click();
    await expect(form.getByTestId('link-password-saved')).toHaveText(en.LinkPassword.saved);
    expect((await first.request.get('/api/v1/plusCrews/502')).status()).toBe(401);
    await expect(await openLink('Venue-team-2030')).toHaveURL(/\/login\?error=INVALID_CREDENTIALS$/);
    const second = await openLink('Venue-team-2031');
    await expect(second).toHaveURL(/\/plus-crews\/502$/);

    // Removed after a second "yes": the link stops working, and its session ends.
    await form.getByTestId('remove-password').click();
    const question = page.getByRole('alertdialog', { name: en.LinkPassword.removeQuestion });
    await question.getByRole('button', { name: en.LinkPassword.remove }).click();
    await expect(form.getByTestId('link-password-saved')).toHaveText(en.LinkPassword.removed);
    await expect(form).toHaveAttribute('data-has-password', 'false');
    expect((await second.request.get('/api/v1/plusCrews/502')).status()).toBe(401);
    await expect(await openLink('Venue-team-2031')).toHaveURL(/\/login\?error=INVALID_CREDENTIALS$/);
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('password-form')).toHaveAttribute('data-has-password', 'false');
  });

  test('without a number in the URL, the page says so', async ({ page }) => {
    await page.goto('/plus-crews/abc');
    await expect(page.getByTestId('plus-crew-error')).toHaveText(en.PlusCrew.numberMissing);
    await page.goto('/plus-crews/abc/data');
    await expect(page.getByTestId('plus-crew-error')).toHaveText(en.PlusCrew.numberMissing);
    // A number no plus crew has: 404, with the shell's screen of a missing record.
    expect((await page.goto('/plus-crews/9999'))?.status()).toBe(404);
    await expect(page.getByTestId('load-error')).toContainText(
      en.NotFoundPage.record.replace('{record}', en.Titles.plusCrewDetails),
    );
  });
});

test.describe('in Dutch', () => {
  test.use({ role: 'planner', tenant: 'moyo' });

  test("Moyo's planner sees its own plus crew, in Dutch", async ({ page, origin }) => {
    await page.goto(`${origin('moyo')}/plus-crews`);
    await expect(page.getByTestId('page-title')).toHaveText(nl.Titles.plusCrews);
    await page.getByTestId('plus-crew-item').click();
    await expect(page.getByTestId('page-title')).toHaveText('Winkelteam Haarlem');
    await expect(page.getByRole('heading', { name: nl.PlusCrewDashboard.forecast.title })).toBeVisible();
    await expect(page.getByTestId('forecast-rule')).toHaveText(nl.PlusCrewDashboard.forecast.rule.noSettings);
  });
});
