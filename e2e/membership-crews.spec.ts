// Membership crews, at phone size: a planner creates a standing team, finds a person
// and adds them, opens the member's contact page, and takes them out again after confirming.
import en from '../messages/en.json';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, role: 'planner' });

test('a membership crew gets a member', async ({ page }) => {
  await page.goto('/membership-crews');
  await expect(page.getByTestId('membership-crews')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.membershipCrews);

  const name = `Night shift team ${Date.now()}`;
  await page.getByTestId('membership-crew-new').click();
  const form = page.getByTestId('membership-crew-form');
  await form.getByLabel(en.MembershipCrews.name).fill(name);
  await form.getByRole('button', { name: en.MembershipCrews.create }).click();
  await expect(page.getByText(en.MembershipCrews.created)).toBeVisible();
  await page.getByTestId('membership-crew-item').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/membership-crews\/\d+$/);
  await expect(page.getByTestId('membership-crew-view')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('membership-crew-name')).toHaveText(name);
  await expect(page.getByTestId('members-empty')).toHaveText(en.MembershipCrews.noMembers);

  await page.getByLabel(en.MembershipCrews.searchPerson).fill('Sam de');
  const result = page.getByTestId('person-result').filter({ hasText: 'Sam de Vries' });
  await result.getByRole('button', { name: en.MembershipCrews.addLabel.replace('{name}', 'Sam de Vries') }).click();
  await expect(page.getByText(en.MembershipCrews.added.replace('{name}', 'Sam de Vries'))).toBeVisible();
  const member = page.getByTestId('member').filter({ hasText: 'Sam de Vries' });
  await expect(member).toBeVisible();
  await expect(result).toContainText(en.MembershipCrews.alreadyMember);

  // The member's contact page, and back.
  await member.getByRole('link', { name: 'Sam de Vries' }).click();
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.membershipCrewContact);
  await expect(page.getByTestId('contact-card')).toContainText('Sam de Vries');
  await expect(page.getByTestId('contact-card')).toContainText(en.MembershipCrews.memberOf.replace('{crew}', name));
  await page.getByRole('link', { name: en.MembershipCrews.backToCrew }).click();

  const personId = await member.getAttribute('data-person-id');
  await page.getByTestId(`member-remove-${personId}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.MembershipCrews.remove }).click();
  await expect(page.getByText(en.MembershipCrews.removed.replace('{name}', 'Sam de Vries'))).toBeVisible();
  await expect(page.getByTestId('members-empty')).toBeVisible();
});
