// The crew's other own screens at phone size: trainings (expiring soon first),
// the company's information for crew, a public profile any signed-in viewer can open, and the
// web app's ./version.json. Reads demo data only.
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import pkg from '../package.json';
import { clickWhenHydrated, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('crew', () => {
  test.use({ role: 'crew' });

  test('trainings come from the menu, those expiring within 30 days first', async ({ page }) => {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    await page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.trainings }).click();
    await expect(page).toHaveURL(/\/trainings$/);
    const cards = page.getByTestId('training');
    const api = (await (await page.request.get('/api/v1/trainings')).json()).data as { training: { name: string } }[];
    await expect(cards).toHaveCount(api.length);
    await expect(cards.first()).toHaveAttribute('data-expires-soon', 'true');
    await expect(cards.first()).toContainText('Expires soon');
    await expect(page.locator('[data-testid="training"][data-status="expired"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="training"][data-status="todo"]')).toContainText(
      en.TrainingsPage.status.todo,
    );
    await expect(cards.locator('h2')).toHaveText(api.map((t) => t.training.name));
  });

  test('crew info shows the company’s sections with numbers to call', async ({ page }) => {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    await page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.crewInfo }).click();
    await expect(page).toHaveURL(/\/crew-info$/);
    await expect(page.getByTestId('crew-info-rules').getByRole('heading')).toHaveText('House rules');
    await expect(page.getByTestId('crew-info-bring')).toContainText('Safety shoes');
    await expect(page.getByTestId('crew-info-contacts').getByRole('link').first()).toHaveAttribute('href', /^tel:\+31/);
  });

  test('a public profile shows name, picture and functions, and nothing private', async ({ page }) => {
    // A crew chief of one of the demo crew member's jobs: someone else, seen by a crew member.
    const jobs = (await (await page.request.get('/api/v1/jobs?list=upcoming')).json()).data as {
      crewChief: { id: number; name: string } | null;
    }[];
    const person = jobs.find((j) => j.crewChief)!.crewChief!;
    await page.goto(`/public-profile/${person.id}`);
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await expect(page.getByTestId('profile-functions').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('@');
    await expect(page.getByTestId('page-title')).toHaveCount(0);
    await page.goto('/public-profile/99999999');
    await expect(page.getByTestId('profile-not-found')).toHaveText(en.PublicProfilePage.notFound);
  });
});

test.describe('in Dutch', () => {
  test.use({ role: 'crewNl' });

  test('the calendar, trainings and profile speak the user’s language', async ({ page }) => {
    await page.goto('/personal-calendar');
    await expect(page.getByTestId('calendar-legend')).toContainText(nl.PersonalCalendarPage.legend.blocked);
    await expect(page.getByTestId('open-vacation-form')).toHaveText(nl.PersonalCalendarPage.actions.vacation);
    await page.goto('/trainings');
    await expect(page.getByText(nl.TrainingsPage.intro)).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: nl.ProfilePage.feeds.title })).toBeVisible();
    await expect(page.getByTestId('language-select')).toHaveValue('nl');
  });
});

test.describe('on a tenant that sets the language', () => {
  test.use({ role: 'crew', tenant: 'moyo' });

  test('the profile says so, and crew info is the tenant’s own', async ({ page, origin }) => {
    await page.goto(`${origin('moyo')}/profile`);
    await expect(page.getByTestId('language-fixed')).toHaveText(
      nl.ProfilePage.language.fixed.replace('{language}', 'Nederlands'),
    );
    await page.goto(`${origin('moyo')}/crew-info`);
    await expect(page.getByTestId('crew-info-rules').getByRole('heading')).toHaveText('Huisregels');
  });
});

test.describe('client', () => {
  test.use({ role: 'client' });

  test('has no crew info in the menu, and is told so on the screen', async ({ page }) => {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    const menu = page.getByRole('dialog', { name: en.SideMenu.label });
    await expect(menu.getByRole('link', { name: en.Menu.trainings })).toBeVisible();
    await expect(menu.getByRole('link', { name: en.Menu.crewInfo })).toHaveCount(0);
    await page.goto('/crew-info');
    await expect(page.getByTestId('load-error')).toContainText(en.CrewInfoPage.notFound);
  });

  test('has no trainings: "Trainings not found"', async ({ page }) => {
    await page.goto('/trainings');
    await expect(page.getByTestId('trainings-empty')).toHaveText(en.TrainingsPage.notFound);
  });
});

test('./version.json names the web app’s version and build time, without a session', async ({ request }) => {
  const res = await request.get('/version.json');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toEqual({ version: pkg.version, buildTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
});
