// The crew on the day: the crew page, the crew chief's job and location pages,
// ratings, contacts, the location's map link, digital confirmation and the project login.
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { clock } from '../lib/domain/clock';
import { BACKEND_URL } from './demo-copy';

type TCrew = { id: number; name: string; project: { id: number }; location: { id: number } | null };
type TJob = { isCrewChief: boolean; crew: { id: number; name: string } };

const data = async <T>(page: Page, path: string): Promise<T> =>
  (await (await page.request.get(`/api/v1${path}`)).json()).data as T;
/** The chief's crew of project 1 that works today in the demo data (the "Show crew"). */
const todaysCrew = async (page: Page) =>
  (await data<TCrew[]>(page, '/jobs/crewChief')).find((c) => c.project.id === 1)!;

test.describe('crew chief', () => {
  test.use({ role: 'chief' });

  test("today's crew shows people, contacts and the day's actions", async ({ page }) => {
    const crew = await todaysCrew(page);
    await page.goto(`/crews/${crew.id}`);
    await expect(page.getByTestId('crew-name')).toHaveText(crew.name);
    await expect(page.getByTestId('page-title')).toHaveText(crew.name);
    for (const action of [
      'check-in',
      'check-out',
      'sign-off',
      'delivery-note',
      'photos',
      'crew-chief-job',
      'crew-chief-location',
    ]) {
      await expect(page.getByTestId(`action-${action}`)).toHaveAttribute('href', `/crews/${crew.id}/${action}`);
    }
    await expect(page.getByTestId('action-security-check')).toHaveAttribute(
      'href',
      new RegExp(`^/crews/${crew.id}/security-check/\\d+/\\d{4}-\\d{2}-\\d{2}/day$`),
    );
    await expect(page.getByTestId('crew-item').first()).toBeVisible();

    await page.getByTestId('crew-chief-link').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}/contact-crew-chief$`));
    const card = page.getByTestId('contact-card');
    await expect(card.getByRole('heading')).toHaveText('Chris Bakker');
    await expect(card.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+31612345678');
    await expect(card.getByTestId('contact-sms')).toHaveAttribute('href', 'sms:+31612345678');
    await expect(card.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:chief@example.com');

    await page.goto(`/crews/${crew.id}/contact-contact-on-site`);
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);

    await page.goto(`/crews/${crew.id}/contact-crew-member/999999`);
    await expect(page.getByTestId('load-error')).toContainText(en.CrewContacts.notFound);
  });

  test('the crew chief job page lists who works today and who is checked in', async ({ page }) => {
    const crew = await todaysCrew(page);
    await page.goto(`/crews/${crew.id}`);
    await page.getByTestId('action-crew-chief-job').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}/crew-chief-job$`));
    await expect(page.getByTestId('page-title')).toHaveText(en.Titles.crewChiefJob);
    await expect(page.getByTestId('day-checks').getByRole('listitem').first()).toContainText('Chris Bakker');
    await expect(page.getByTestId('check-counts')).toBeVisible();
    await expect(page.getByTestId('ratings-card')).toBeVisible();
  });

  test("the crew chief's job links to the crew's documents of each day", async ({ page }) => {
    const crew = await todaysCrew(page);
    const job = (await data<Array<TJob & { id: number }>>(page, '/jobs?list=upcoming')).find(
      (j) => j.isCrewChief && j.crew.id === crew.id,
    )!;
    await page.goto(`/jobs/${job.id}`);
    await page.getByTestId('link-crew-chief-documents').click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/crew-chief-documents$`));
    const documents = page.getByTestId('crew-chief-documents');
    const statuses = Object.values(en.CrewChiefDocuments.statuses);
    for (const kind of ['deliveryNote', 'crewChiefSheet'] as const) {
      const row = documents.locator(`[data-testid^="doc-${kind}-"]`).first();
      await expect(row).toContainText(en.CrewChiefDocuments.kinds[kind]);
      expect(statuses).toContain(await row.getByTestId('doc-status').textContent());
    }
    await expect(documents.getByRole('link', { name: en.CrewChiefDocuments.signOff })).toHaveAttribute(
      'href',
      `/crews/${crew.id}/sign-off`,
    );
    await expect(documents.getByRole('link', { name: en.CrewChiefDocuments.deliveryNote })).toHaveAttribute(
      'href',
      `/crews/${crew.id}/delivery-note`,
    );
  });

  test('rates a member of a past crew, saved with a toast and kept after a reload', async ({ page }) => {
    const past = (await data<TJob[]>(page, '/jobs?list=past')).find((j) => j.isCrewChief);
    expect(past, 'the demo chief has a past crew').toBeTruthy();
    await page.goto(`/crews/${past!.crew.id}/crew-chief-job`);
    const ratings = page.getByTestId('crew-ratings');
    await expect(ratings).toHaveAttribute('data-ready', 'true');
    await expect(ratings.getByTestId('rating-form').first()).toBeVisible();
    // A member the demo data has not rated yet, when there is one: saving without stars is refused.
    const unrated = ratings.locator('[data-testid="rating-form"]:not(:has(input:checked))');
    const hasUnrated = (await unrated.count()) > 0;
    const personId = await (hasUnrated ? unrated.first() : ratings.getByTestId('rating-form').first()).getAttribute(
      'data-person-id',
    );
    const form = ratings.locator(`[data-testid="rating-form"][data-person-id="${personId}"]`);
    const legend = (await form.locator('legend').textContent())!;
    const name = legend.replace(en.CrewChiefJob.ratingFor.replace('{name}', ''), '');
    if (hasUnrated) {
      await form.getByRole('button', { name: en.CrewChiefJob.save }).click();
      await expect(page.getByText(en.CrewChiefJob.chooseStars.replace('{name}', name))).toBeVisible();
    }

    // The user taps the fourth star; the radio behind it is what assistive technology reads.
    const four = form.getByRole('radio', { name: '4 stars' });
    await form.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await expect(four).toBeChecked();
    await form.getByLabel(en.CrewChiefJob.comment).fill('Reliable and on time');
    await form.getByRole('button', { name: en.CrewChiefJob.save }).click();
    await expect(page.getByText(en.CrewChiefJob.saved.replace('{name}', name))).toBeVisible();

    await page.reload();
    const again = page.locator(`[data-testid="rating-form"][data-person-id="${personId}"]`);
    await expect(again.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(again.getByLabel(en.CrewChiefJob.comment)).toHaveValue('Reliable and on time');
  });

  test('the location page links to the map service of the profile', async ({ page }) => {
    const crew = await todaysCrew(page);
    const me = (await (await page.request.get('/api/session')).json()).data.session.user.personId as number;
    const setService = async (mapService: string) => {
      const res = await page.request.put(`/api/v1/persons/${me}`, {
        data: { mapService },
        // Set-up, whatever the profile's version (lib/domain/versions.ts).
        headers: { origin: new URL(page.url()).origin, 'if-match': '*' },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await page.goto(`/crews/${crew.id}`);
    await page.getByTestId('crew-location-link').click();
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(page.getByTestId('page-title')).toHaveText(en.Titles.location);
    const link = page.getByTestId('open-in-maps');
    try {
      await setService('google');
      await page.reload();
      await expect(link).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
      );
      await setService('osm');
      await page.reload();
      await expect(link).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=[-\d.]+&mlon=[-\d.]+#map=17\/[-\d.]+\/[-\d.]+$/,
      );
      await setService('apple');
      await page.reload();
      await expect(link).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\/\?q=.+&ll=[-\d.]+,[-\d.]+$/);
      await expect(link).toHaveText(en.LocationPage.openInMaps.replace('{service}', en.LocationPage.services.apple));
    } finally {
      await setService('google');
    }
  });

  test('sharing the live location without the permission shows the warning', async ({ page }) => {
    const crew = await todaysCrew(page);
    await page.goto(`/crews/${crew.id}/crew-chief-location`);
    await expect(page.getByTestId('live-location')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('share-location').click();
    const problem = page.getByTestId('share-problem');
    await expect(problem).toContainText(en.CrewChiefLocation.denied);
    await expect(problem).toContainText(en.PermissionWarning.howTo);
    await expect(page.getByTestId('share-location')).toHaveAttribute('aria-pressed', 'false');
  });

  test('sharing the live location sends the position', async ({ page, context, allowConsoleErrors }) => {
    // Before check-in the server refuses the position (409), as the test allows below.
    allowConsoleErrors(/status of 409 .*\/liveLocations\)$/);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 52.4401, longitude: 5.7631, accuracy: 12 });
    const crew = await todaysCrew(page);
    await page.goto(`/crews/${crew.id}/crew-chief-location`);
    await expect(page.getByTestId('live-location')).toHaveAttribute('data-ready', 'true');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/projectCrews/${crew.id}/liveLocations`),
    );
    await page.getByTestId('share-location').click();
    expect((await posted).postDataJSON()).toMatchObject({ lat: 52.4401, lng: 5.7631, accuracy: 12 });
    // On duty the position shows as the latest one; before check-in the server says to check in first.
    await expect(
      page.getByTestId('latest-location').getByText('52.44010, 5.76310').or(page.getByTestId('share-problem')),
    ).toBeVisible();
    const problem = page.getByTestId('share-problem');
    if (await problem.isVisible()) await expect(problem).toHaveText(en.CrewChiefLocation.notOnDuty);
  });
});

test.describe('planner', () => {
  test.use({ role: 'planner' });

  test("sees today's crews at a location with their crew chief's latest position", async ({ page }) => {
    const today = clock.today('Europe/Amsterdam');
    const crew = (await data<TCrew[]>(page, `/projectCrews?date=${today}`)).find((c) => c.location)!;
    await page.goto(`/locations/${crew.location!.id}`);
    const block = page.getByTestId('live-positions');
    await expect(block.getByRole('heading')).toHaveText(en.LocationPage.livePositions);
    const link = block.getByRole('link', { name: new RegExp(`^${crew.name} · `) }).first();
    await expect(link).toHaveAttribute('href', /^\/crews\/\d+\/crew-chief-location$/);
    await link.click();
    await expect(page.getByTestId('latest-location').getByRole('heading')).toHaveText(en.CrewChiefLocation.latest);
    await expect(page.getByTestId('share-location')).toHaveCount(0);
  });
});

test.describe('client', () => {
  test.use({ role: 'client' });

  test('confirms the crew worked today with the signer name', async ({ page }) => {
    const crews = await data<TCrew[]>(page, '/projectCrews?projectId=1');
    const today = clock.today('Europe/Amsterdam');
    const crew = crews.find((c) => (c as unknown as { startDate: string }).startDate === today) ?? crews[0]!;
    await page.goto(`/crews/${crew.id}`);
    const form = page.getByTestId('digital-confirm-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByRole('button', { name: en.DigitalConfirm.confirm }).click();
    // Checked in the browser: the message is the field's own description, and the field has the focus.
    const signer = form.getByLabel(en.DigitalConfirm.signerName);
    await expect(signer).toHaveAccessibleDescription(en.DigitalConfirm.nameRequired);
    await expect(signer).toBeFocused();
    await signer.fill('Casey Smit');
    await form.getByRole('button', { name: en.DigitalConfirm.confirm }).click();
    await expect(page.getByText(en.DigitalConfirm.saved)).toBeVisible();
    await expect(page.getByTestId('digital-confirmation')).toContainText('Casey Smit');
    await page.reload();
    await expect(page.getByTestId('digital-confirmation')).toContainText('Casey Smit');
  });
});

test.describe('project login (PID)', () => {
  test('opens a crew of its project, its contact pages and its location', async ({ page }) => {
    const headers = { type: 'MOBILE', 'x-forwarded-host': 'localhost', 'content-type': 'application/json' };
    const token = (
      await (
        await fetch(`${BACKEND_URL}/api/v1/auth/token`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ projectId: 1, password: 'demo-link' }),
        })
      ).json()
    ).data.token;
    const crews = (
      await (
        await fetch(`${BACKEND_URL}/api/v1/projectCrews?projectId=1`, {
          headers: { ...headers, authorization: `Bearer ${token}` },
        })
      ).json()
    ).data as TCrew[];
    const crew = crews.find((c) => c.location) ?? crews[0]!;

    await page.goto('/?PID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await page.goto(`/crews/${crew.id}`);
    await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}$`));
    await expect(page.getByTestId('crew-name')).toHaveText(crew.name);
    await expect(page.getByTestId('action-check-in')).toHaveCount(0);

    await page.getByTestId('crew-chief-link').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}/contact-crew-chief$`));
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:.+@.+/);

    await page.goto(`/crews/${crew.id}`);
    const member = page.getByTestId('crew-item').getByRole('link').first();
    const memberName = (await member.textContent())!;
    await member.click();
    await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}/contact-crew-member/\\d+$`));
    await expect(page.getByTestId('contact-card').getByRole('heading')).toHaveText(memberName);
    // A project session sees crew members by name and function only.
    await expect(page.getByTestId('contact-phone')).toHaveCount(0);
    await expect(page.getByTestId('contact-email')).toHaveCount(0);
    expect((await page.request.get(`/api/v1/projectCrews/${crew.id}/contacts`)).status()).toBe(200);

    if (crew.location) {
      await page.goto(`/locations/${crew.location.id}`);
      await expect(page.getByTestId('open-in-maps')).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\//,
      );
    }
  });
});
