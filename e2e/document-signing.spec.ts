// Signing in turn at phone size: the planner makes a document of their own for the
// demo crew member, to sign after the planner. Before the planner signs, the crew member's page
// says to wait and the server refuses their signature; after it, they sign on the phone and the
// signed PDF holds both signatures. Changes demo data: adds and signs that document.
import en from '../messages/en.json';
import { renderPdf } from '../lib/backend/services/pdf/render-pdf';
import { drawSignaturePng } from '../lib/backend/services/field-work/png';
import { pdfText } from '../lib/backend/test-support/pdf-text';
import { expect, loginContext, test, newContextOnClock } from './fixtures';
import { ready } from './crew-day';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, role: 'crew' });

type TSession = { data: { session: { user: { personId: number } } } };
type TDoc = { id: number; signatories: Array<{ id: number; person: { id: number; name: string } }> };

test('a crew member signs when it is their turn, and is refused before it', async ({ page, browser, baseURL }) => {
  const planner = await newContextOnClock(browser, { baseURL });
  await loginContext(planner, baseURL!, 'planner');
  const origin = new URL(baseURL!).origin;
  const api = (path: string) => `/api/v1${path}`;
  const types = (await (await planner.request.get(api('/documentTypes'))).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const me = (await (await page.request.get('/api/session')).json()) as TSession;
  const plannerMe = (await (await planner.request.get('/api/session')).json()) as TSession;
  const title = `Stage pass agreement ${Date.now()}`;
  const pdf = await renderPdf({
    reader: { locale: 'en', timeZone: 'Europe/Amsterdam', tenantName: 'Ahoy Rotterdam' },
    title,
    facts: [['Venue', 'Ahoy Rotterdam']],
    subject: title,
  });
  const created = await planner.request.post(api('/documents'), {
    headers: { origin },
    multipart: {
      file: { name: 'stage-pass.pdf', mimeType: 'application/pdf', buffer: pdf },
      data: JSON.stringify({
        typeId: types.data.find((t) => t.name === 'Confidentiality agreement')!.id,
        title,
        signingOrder: 'oneByOne',
        personId: me.data.session.user.personId,
        signatories: [
          { personId: plannerMe.data.session.user.personId },
          {
            personId: me.data.session.user.personId,
            fields: [{ id: 'plate', label: 'Car registration', type: 'text', required: true }],
          },
        ],
      }),
    },
  });
  expect(created.status()).toBe(201);
  const doc = ((await created.json()) as { data: TDoc }).data;
  const [first, second] = doc.signatories;

  // Before the planner has signed: the page says to wait, and the server refuses all the same.
  await page.goto('/mobileDocuments');
  await page
    .getByTestId('documents-to-sign')
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/documents/${doc.id}$`));
  await expect(page.getByTestId('not-your-turn')).toContainText(first!.person.name);
  await expect(page.getByTestId('signatory-2-status')).toHaveText(en.Paperwork.signatoryStatus.readyToSign);
  await expect(page.getByTestId('open-sign')).toHaveCount(0);
  const early = await page.request.post(api(`/documents/${doc.id}/sign/${second!.id}`), {
    headers: { origin },
    data: { signerName: 'Sam de Vries', signature: 'data:image/png;base64,AAAA', formFields: { plate: 'AB-123-C' } },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe('SIGNATORY_OUT_OF_TURN');

  // The planner signs (on their own device); now it is the crew member's turn.
  const png = drawSignaturePng(5);
  const signed = await planner.request.post(api(`/documents/${doc.id}/sign/${first!.id}`), {
    headers: { origin },
    data: { signerName: 'Pat Jansen', signature: `data:image/png;base64,${png.toString('base64')}` },
  });
  expect(signed.status()).toBe(200);
  await planner.close();

  await page.reload();
  await expect(page.getByTestId('signatory-1-status')).toHaveText(en.Paperwork.signatoryStatus.signed);
  await ready(page);
  await page.getByTestId('open-sign').click();
  await page.getByRole('button', { name: en.DocumentPage.sign, exact: true }).click();
  await expect(page.getByText(en.FormPage.answerRequired)).toBeVisible();
  await page.getByLabel('Car registration').fill('AB-123-C');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await expect(page.getByLabel(en.DocumentPage.signerName)).toHaveValue('Sam de Vries');
  await page.getByRole('button', { name: en.SignaturePad.useTypedName }).click();
  await page.getByRole('button', { name: en.DocumentPage.sign, exact: true }).click();

  await expect(page.getByTestId('document-status')).toHaveText(en.Paperwork.documentStatus.signed);
  await expect(page.getByTestId('signatory-2-status')).toHaveText(en.Paperwork.signatoryStatus.signed);
  const link = page.getByTestId('document-signed');
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await file.body());
  expect(text).toContain(title);
  expect(text).toContain('1. Pat Jansen');
  expect(text).toContain('2. Sam de Vries');
  expect(text).toContain('AB-123-C');
});
