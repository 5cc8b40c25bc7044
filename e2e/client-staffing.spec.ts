// Clients staffing their own projects at phone size: a planner lets clients staff in the company
// settings (saved, it holds after a reload); the demo client then finds "Staff this project" on its
// own Harbour Gala and gets a proposal, whose reasons leave out how far people live and their
// contracts. The switch is off again at the end (through the backend); nothing is accepted.
import en from '../messages/en.json';
import { backendAs } from './backend-as';
import { expect, loginContext, newContextOnClock, test, DEMO_USERS } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use({ role: 'planner', ...PHONE });

test('a planner lets clients staff, and the client staffs its own project', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const client = await backendAs(DEMO_USERS.client);
  const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
  try {
    await page.goto(`/companies/${companies.find((c) => c.parentId === null)!.id}/settings`);
    const card = page.getByTestId('staffing-settings');
    const allowed = card.getByRole('checkbox', { name: en.StaffingSettings.clientsMayStaff });
    await expect(allowed).not.toBeChecked();
    const save = card.getByRole('button', { name: en.StaffingSettings.save });
    await expect(save).toBeDisabled();
    await allowed.check();
    await save.click();
    await expect(page.getByText(en.StaffingSettings.savedOn)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('staffing-settings').getByRole('checkbox')).toBeChecked();

    const [gala] = await client.call<Array<{ number: number }>>('GET', '/projects?search=Harbour%20Gala');
    const clientContext = await newContextOnClock(browser, { ...PHONE, baseURL });
    await loginContext(clientContext, baseURL!, 'client');
    const clientPage = await clientContext.newPage();
    await clientPage.goto(`/projects/${gala!.number}`);
    await expect(clientPage.getByTestId('project-workspace')).toHaveAttribute('data-ready', 'true');
    const staffing = clientPage.getByTestId('staffing');
    await staffing.getByTestId('staffing-open').click();
    await staffing.getByTestId('staffing-form').getByRole('button', { name: en.StaffingProposal.start }).click();
    const result = staffing.getByTestId('staffing-result');
    await expect(result).toBeVisible({ timeout: 60_000 });
    await expect(result.getByTestId('staffing-summary')).toHaveText(/\d+ rows proposed, \d+ left empty/);
    const why = result.getByTestId('staffing-why');
    await expect(why.first()).toBeVisible();
    // Where each proposed person lives and their contract's hours stay theirs: not among the reasons.
    for (const text of await why.allTextContents()) expect(text).not.toMatch(/\d+ km|of the contract/);
    await clientContext.close();
  } finally {
    await planner.call('PUT', '/staffingSettings', { clientsMayStaff: false });
  }
});
