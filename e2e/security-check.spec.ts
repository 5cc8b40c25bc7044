// A security check: required questions enforced, signed on the device, then
// stored and shown read-only with its signed and unsigned PDFs.
import en from '../messages/en.json';
import { pdfText } from '../lib/backend/test-support/pdf-text';
import { expect, test } from './fixtures';
import { ready, showCrewId, tenantToday } from './crew-day';

test.use({ role: 'crew' });

type TForm = {
  id: number;
  name: string;
  questions: Array<{ id: string; label: string; type: string; options?: string[]; required: boolean }>;
};

test('a crew member fills in, signs and downloads a security check', async ({ page }) => {
  const crewId = await showCrewId(page);
  const today = await tenantToday(page.request);
  const forms = ((await (await page.request.get('/api/v1/forms?kind=securityCheck')).json()) as { data: TForm[] }).data;
  const form = forms[0]!;
  const shift = `e2e-${Date.now()}`;
  await page.goto(`/crews/${crewId}/security-check/${form.id}/${today}/${shift}`);
  await ready(page);

  await page.getByRole('button', { name: en.SecurityCheckPage.submit }).click();
  await expect(page.getByTestId('security-check-error')).toHaveText(en.SecurityCheckPage.fixErrors);
  const required = form.questions.filter((q) => q.required);
  await expect(page.getByText(en.SecurityCheckPage.answerRequired)).toHaveCount(required.length);

  for (const q of form.questions) {
    const field = page.getByTestId(`question-${q.id}`);
    if (q.type === 'yesNo') await field.getByRole('radio', { name: en.Answers.yes }).check();
    else if (q.type === 'choice') await field.getByRole('radio', { name: q.options![0]! }).check();
    // A number the browser takes but the backend refuses as too large.
    else if (q.type === 'number') await field.getByRole('textbox').fill('10000000000');
    else await field.getByRole('textbox').fill('Cable ramps checked');
  }
  await page.getByLabel(en.SecurityCheckPage.signerName).fill('Sam de Vries');
  await page.getByRole('button', { name: en.SignaturePad.useTypedName }).click();
  await page.getByRole('button', { name: en.SecurityCheckPage.submit }).click();

  // The backend names the answer by its question id; the form shows it on that question's field.
  const number = form.questions.find((q) => q.type === 'number')!;
  const numberField = page.getByTestId(`question-${number.id}`).getByRole('textbox');
  await expect(numberField).toHaveAccessibleDescription(en.SecurityCheckPage.answerInvalid);
  await expect(numberField).toBeFocused();
  await expect(page.getByTestId('security-check-error')).toHaveText(en.SecurityCheckPage.fixErrors);
  await expect(page.getByLabel(en.SecurityCheckPage.signerName)).toHaveValue('Sam de Vries');
  await numberField.fill('12');
  await page.getByRole('button', { name: en.SecurityCheckPage.submit }).click();

  const result = page.getByTestId('security-check-result');
  await expect(result).toContainText('Sam de Vries');
  await expect(result).toContainText('Cable ramps checked');
  const signed = result.getByRole('link', { name: en.SecurityCheckPage.downloadSigned });
  const pdf = await page.request.get((await signed.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await pdf.body())).toContain('Sam de Vries');
  const plain = await page.request.get(
    (await result.getByRole('link', { name: en.SecurityCheckPage.downloadUnsigned }).getAttribute('href'))!,
  );
  expect(plain.status()).toBe(200);

  // Opened again, the stored result is read-only.
  await page.reload();
  await expect(page.getByTestId('security-check-result')).toBeVisible();
  await expect(page.getByRole('button', { name: en.SecurityCheckPage.submit })).toHaveCount(0);
});
