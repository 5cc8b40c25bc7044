// The crew profile, at phone size: a planner opens a crew member's profile and sees
// the contact links, functions and the coming weeks.
import en from '../messages/en.json';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, role: 'planner' });

test("a planner sees a crew member's profile", async ({ page }) => {
  const found = await (await page.request.get('/api/v1/persons?search=Sam%20de%20Vries')).json();
  const sam = (found.data as Array<{ id: number; name: string }>).find((p) => p.name === 'Sam de Vries')!;
  await page.goto(`/crew-profile/${sam.id}`);
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.crewProfile);
  await expect(page.getByTestId('contact-card')).toContainText('Sam de Vries');
  const functions = page.getByTestId('functions');
  await expect(functions.getByRole('heading')).toHaveText(en.CrewProfile.functions);
  await expect(functions.getByRole('listitem').first()).toBeVisible();
  const availability = page.getByTestId('availability');
  await expect(availability.locator('[data-state]')).toHaveCount(28);
  await expect(page.getByTestId('ratings')).toBeVisible();
  await expect(page.getByTestId('skills')).toBeVisible();
});
