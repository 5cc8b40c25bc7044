// Filling in a form question by question at phone size: each question has its own
// URL, so the browser's back button returns to the previous one with its saved answer; required
// answers are enforced; the form is signed at the end. Changes demo data: the demo crew member's
// "Payroll details" form is filled in and signed.
import en from '../messages/en.json';
import { clickWhenHydrated, expect, test } from './fixtures';
import { ready } from './crew-day';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, role: 'crew' });

test('a question\'s "must be answered" stays when the saved answers arrive after the press', async ({ page }) => {
  await page.goto('/mobileDocuments');
  await page.getByRole('link', { name: /Payroll details/ }).click();
  await expect(page).toHaveURL(/\/forms\/\d+\/payroll-details$/);
  // The question reads the saved answers again once it is shown: they arrive only after the press.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/forms/perform/*', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  // Started before React hydrated the link, the browser loads the question afresh: the question
  // then takes the server's answers as its first (fresh-fallback.ts) and asks for none, and the
  // wait below never ends. Started by the router, it asks again.
  await clickWhenHydrated(page.getByTestId('form-start'));
  await expect(page).toHaveURL(/\/payroll-details\/iban$/);
  await ready(page);
  await page.getByRole('button', { name: en.FormPage.next }).click();
  await expect(page.getByText(en.FormPage.answerRequired)).toBeVisible();
  const arrived = page.waitForResponse((r) => r.url().includes('/api/v1/forms/perform/') && r.status() === 200);
  release();
  await arrived;
  // Two frames: the answers are rendered and the form has taken them.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.getByText(en.FormPage.answerRequired)).toBeVisible();
  await page.unrouteAll();
});

test('a crew member fills in a form question by question, using the back button', async ({ page }) => {
  await page.goto('/mobileDocuments');
  await page.getByRole('link', { name: /Payroll details/ }).click();
  await expect(page).toHaveURL(/\/forms\/\d+\/payroll-details$/);
  await page.getByTestId('form-start').click();

  await expect(page).toHaveURL(/\/payroll-details\/iban$/);
  await ready(page);
  await expect(page.getByTestId('question-position')).toHaveText('Question 1 of 5');
  // `ready` may see another part's data-ready first: the press waits for React on the button itself.
  await clickWhenHydrated(page.getByRole('button', { name: en.FormPage.next }));
  await expect(page.getByText(en.FormPage.answerRequired)).toBeVisible();
  await page.getByLabel(/Bank account/).fill('NL91ABNA0417164300');
  await page.getByRole('button', { name: en.FormPage.next }).click();

  await expect(page).toHaveURL(/\/taxCredit$/);
  await ready(page);
  await page.getByRole('radio', { name: en.Answers.yes }).check();
  await page.getByRole('button', { name: en.FormPage.next }).click();
  await expect(page).toHaveURL(/\/payslipLanguage$/);

  // The browser's back button: the previous question, with the answer given.
  await page.goBack();
  await expect(page).toHaveURL(/\/taxCredit$/);
  await expect(page.getByRole('radio', { name: en.Answers.yes })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/iban$/);
  await expect(page.getByLabel(/Bank account/)).toHaveValue('NL91ABNA0417164300');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/payslipLanguage$/);
  await ready(page);

  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: en.FormPage.next }).click();
  await expect(page).toHaveURL(/\/hoursPerWeek$/);
  await ready(page);
  await page.getByRole('button', { name: en.FormPage.next }).click(); // optional: left empty
  await expect(page).toHaveURL(/\/emergencyContact$/);
  await ready(page);
  await page.getByLabel(/Emergency contact/).fill('Anna de Vries, +31 6 2222 3333');
  await page.getByRole('button', { name: en.FormPage.toOverview }).click();

  await expect(page).toHaveURL(/\/forms\/\d+\/payroll-details$/);
  await expect(page.getByTestId('answer-iban')).toContainText('NL91ABNA0417164300');
  await expect(page.getByTestId('answer-hoursPerWeek')).toContainText(en.FormPage.unanswered);
  await ready(page);
  await page.getByLabel(en.FormPage.signerName).fill('Sam de Vries');
  await page.getByRole('button', { name: en.SignaturePad.useTypedName }).click();
  await page.getByRole('button', { name: en.FormPage.sign, exact: true }).click();
  await expect(page.getByTestId('form-status')).toHaveText(en.FormPage.statuses.signed);
  const pdf = await page.request.get((await page.getByTestId('form-signed-pdf').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
