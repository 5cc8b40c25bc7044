// The crew chief's end of the day: check the crew in and out, sign off the
// hours, release the delivery note, let the client sign it on the device, download the PDF and
// read the names and hours back out of it.
import en from '../messages/en.json';
import { pdfText } from '../lib/backend/test-support/pdf-text';
import { expect, test } from './fixtures';
import { dayChecks, grantLocation, ready, showCrewId, tenantToday } from './crew-day';

test.use({ role: 'chief' });
test.setTimeout(120_000);

const PAID = '7:45';
const CHARGED = '8:00';
const total = (n: number, minutes: number) =>
  `${Math.floor((n * minutes) / 60)}:${String((n * minutes) % 60).padStart(2, '0')}`;

test('the crew chief signs off the day and the client signs the delivery note', async ({ page, context }) => {
  await grantLocation(context);
  const crewId = await showCrewId(page);
  const today = await tenantToday(page.request);
  const crew = await dayChecks(page.request, crewId, today);
  expect(crew.length).toBeGreaterThan(1);

  // Everyone in, then everyone out, through the crew chief's list.
  for (const [path, label, done] of [
    ['check-in', en.CheckPage.checkInPerson, (m: (typeof crew)[number]) => !!m.check],
    ['check-out', en.CheckPage.checkOutPerson, (m: (typeof crew)[number]) => !!m.check?.checkOutAt],
  ] as const) {
    await page.goto(`/crews/${crewId}/${path}`);
    await ready(page);
    await expect(page.getByTestId('check-row')).toHaveCount(crew.length);
    const now = await dayChecks(page.request, crewId, today);
    for (const m of now.filter((x) => !done(x))) {
      const row = page.locator(`[data-testid="check-row"][data-assignment="${m.assignmentId}"]`);
      await row.getByRole('button', { name: label.replace('{name}', m.name) }).click();
      await expect(row.getByTestId('check-status')).toContainText(
        path === 'check-in' ? 'Checked in at' : 'checked out at',
      );
    }
  }

  // Hours as h:mm per person, saved, then the day signed off after the confirmation.
  await page.goto(`/crews/${crewId}/sign-off`);
  await ready(page);
  for (const m of crew) {
    await page.getByLabel(en.SignOffPage.paidFor.replace('{name}', m.name)).fill(PAID);
    await page.getByLabel(en.SignOffPage.chargedFor.replace('{name}', m.name)).fill(CHARGED);
  }
  await page.getByRole('button', { name: en.SignOffPage.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: en.SignOffPage.saved })).toBeVisible();
  await page.getByTestId('sign-off').click();
  await page.getByRole('button', { name: en.SignOffPage.confirmYes }).click();
  await expect(page.getByTestId('signed-off')).toBeVisible();
  await expect(page.getByLabel(en.SignOffPage.paidFor.replace('{name}', crew[0]!.name))).toHaveAttribute(
    'readonly',
    '',
  );

  // The delivery note: draft from the hours, released, signed on the device.
  await page.goto(`/crews/${crewId}/delivery-note`);
  await ready(page);
  const note = page.getByTestId('document-deliveryNote');
  await expect(note.getByTestId('document-status')).toHaveText(en.DeliveryNotePage.status.draft);
  await expect(note.getByTestId('document-line')).toHaveCount(crew.length);
  await expect(note.getByTestId('total-paid')).toHaveText(total(crew.length, 465));
  await note.getByTestId('release-deliveryNote').click();
  await note.getByRole('button', { name: en.DeliveryNotePage.releaseYes }).click();
  await expect(note.getByTestId('document-status')).toHaveText(en.DeliveryNotePage.status.released);

  await note.getByRole('button', { name: en.DeliveryNotePage.sign, exact: true }).click();
  await expect(note.getByText(en.DeliveryNotePage.nameRequired)).toBeVisible();
  await expect(note.getByText(en.DeliveryNotePage.signatureRequired)).toBeVisible();

  await note.getByLabel(en.DeliveryNotePage.signerName).fill('Casey Client');
  const box = (await note.getByTestId('signature-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + box.width * (0.1 + i * 0.06), box.y + box.height * (0.6 + (i % 2 ? -0.25 : 0.1)), {
      steps: 3,
    });
  await page.mouse.up();
  await expect(note.getByText(en.SignaturePad.signed)).toBeVisible();
  await note.getByRole('button', { name: en.DeliveryNotePage.sign, exact: true }).click();
  await expect(note.getByTestId('document-status')).toHaveText(en.DeliveryNotePage.status.signed);
  await expect(note.getByTestId('signed-by')).toContainText('Casey Client');
  await expect(note.getByRole('button', { name: en.DeliveryNotePage.release })).toHaveCount(0);

  // The link's own address, fetched with the session (a browser download event leaves a response
  // whose body the token-watch fixture would wait on for ever).
  const link = note.getByRole('link', { name: en.DeliveryNotePage.download });
  await expect(link).toHaveAttribute('download', '');
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(`/api/v1/projectCrews/${crewId}/deliveryNote/signed?date=${today}`);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="delivery-note-.*\.pdf"$/);
  const pdf = await file.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const m of crew) expect(text).toContain(m.name);
  // The client's document: charged hours only, never what the crew is paid.
  expect(text).not.toContain(PAID);
  expect(text).not.toMatch(/Paid/);
  expect(text).toContain(CHARGED);
  expect(text).not.toContain(total(crew.length, 465));
  expect(text).toContain(total(crew.length, 480));
  expect(text).toContain('Casey Client');

  // A signed note cannot be signed again.
  const again = await page.evaluate(
    async ({ crewId, today }) => {
      const res = await fetch(`/api/v1/projectCrews/${crewId}/deliveryNote/signed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          date: today,
          signerName: 'Someone Else',
          signature: 'data:image/png;base64,iVBORw0KGgo=',
        }),
      });
      // Read the body: an unread one is never fetched, and a listener waiting for it would wait for ever.
      return { status: res.status, code: ((await res.json()) as { error?: { code?: string } }).error?.code };
    },
    { crewId, today },
  );
  expect(again).toEqual({ status: 409, code: 'ALREADY_SIGNED' });

  const email = note.getByLabel(en.DeliveryNotePage.email);
  await email.fill('client@');
  await note.getByRole('button', { name: en.DeliveryNotePage.send }).click();
  await expect(email).toHaveAccessibleDescription(en.Validation.email);
  await email.fill('client@example.com');
  await note.getByRole('button', { name: en.DeliveryNotePage.send }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'client@example.com' })).toBeVisible();
});
