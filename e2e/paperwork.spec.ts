// Payrolls and contracts at phone size. Changes demo data: declines one item of the
// demo crew member's final payroll (the Accountants get a to-do).
import { readFileSync } from 'node:fs';
import en from '../messages/en.json';
import { pdfText } from '../lib/backend/test-support/pdf-text';
import { clickWhenHydrated, expect, test } from './fixtures';
import { ready } from './crew-day';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, role: 'crew' });

type TPayroll = { id: number; number: number; status: string };
type TItem = { id: number; kind: string; declinedAt: string | null; description: string };

async function finalPayroll(page: import('@playwright/test').Page) {
  const list = ((await (await page.request.get('/api/v1/payrolls')).json()) as { data: TPayroll[] }).data;
  const payroll = list.find((p) => p.status === 'final')!;
  const detail = (await (await page.request.get(`/api/v1/payrolls/${payroll.id}`)).json()) as {
    data: { items: TItem[] };
  };
  return { payroll, items: detail.data.items };
}

test('a crew member opens a payroll and declines an item with feedback', async ({ page }) => {
  const { payroll, items } = await finalPayroll(page);
  const item = items.find((i) => i.kind === 'hours' && !i.declinedAt)!;

  await page.goto('/payrolls');
  await expect(page.getByRole('heading', { name: en.PayrollsPage.title })).toBeVisible();
  await page.getByTestId(`payroll-${payroll.number}`).click();
  await expect(page).toHaveURL(new RegExp(`/payrolls/${payroll.number}$`));
  await expect(page.getByTestId('payroll-status')).toHaveText(en.Paperwork.payrollStatus.final);
  await expect(page.getByTestId('payroll-gross')).toBeVisible();

  await page.getByTestId(`payroll-item-${item.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/payroll-items/${item.id}$`));
  await ready(page);
  await page.getByTestId('open-decline').click();
  const submit = page.getByRole('button', { name: en.PayrollItemPage.declineSubmit });
  await submit.click();
  await expect(page.getByText(en.PayrollItemPage.feedbackRequired, { exact: true })).toBeVisible();
  await page.getByLabel(en.PayrollItemPage.feedbackLabel).fill('I worked until 18:00 that day, not 17:00.');
  await submit.click();

  await expect(page.getByTestId('item-feedback')).toHaveText('I worked until 18:00 that day, not 17:00.');
  await expect(page.getByTestId('item-status')).toHaveText(en.Paperwork.declined);
  const todo = page.getByTestId('item-activities-list').getByRole('listitem');
  await expect(todo).toHaveCount(1);
  await expect(todo).toContainText('Accountants');
  await expect(todo).toContainText(item.description);
  await expect(page.getByTestId('open-decline')).toHaveCount(0);
});

test('a crew member downloads a payslip', async ({ page }) => {
  const { payroll } = await finalPayroll(page);
  await page.goto(`/payrolls/${payroll.number}`);
  await page.getByTestId('document-payslip').click();
  await expect(page).toHaveURL(new RegExp(`/payrolls/${payroll.number}/download/payslip$`));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-document').click()]);
  expect(download.suggestedFilename()).toBe(`payslip-${payroll.number}.pdf`);
  const text = pdfText(readFileSync((await download.path())!));
  expect(text).toContain('Payslip');
  expect(text).toContain('Sam de Vries');
  expect(text).toContain(String(payroll.number));
});

test('a crew member opens their contract with its time and vacation accounts', async ({ page }) => {
  await page.goto('/contracts');
  const link = page.getByRole('link', { name: /Flexible employment contract/ });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const id = page.url().split('/').pop();
  const contract = (
    (await (await page.request.get(`/api/v1/staffContracts/${id}`)).json()) as {
      data: { timeAccountMinutes: number; current: { quotaMinutes: number }; vacation: { entitledDays: number } };
    }
  ).data;
  await expect(page.getByTestId('figure-quotaLabel')).toHaveText(`${contract.current.quotaMinutes / 60}:00`);
  const balance = contract.timeAccountMinutes;
  const h = `${Math.floor(Math.abs(balance) / 60)}:${String(Math.abs(balance) % 60).padStart(2, '0')}`;
  await expect(page.getByTestId('time-account-balance')).toHaveText(balance > 0 ? `+${h}` : balance < 0 ? `−${h}` : h);
  await expect(page.getByTestId('vacation-entitled')).toContainText(String(contract.vacation.entitledDays));
  await expect(page.getByTestId('contract-documents').getByRole('link')).toHaveCount(1);
});

test('the menu leads a crew member to payrolls, contracts and documents', async ({ page }) => {
  await page.goto('/');
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  for (const key of ['payrolls', 'contracts', 'mobileDocuments'] as const)
    await expect(page.getByRole('link', { name: en.Menu[key] })).toBeVisible();
});
