// Filling in a questionnaire over HTTP: answers saved one at a time and checked against their
// question, required answers checked when signing, the signed PDF read back, mailed, and the
// answers frozen once signed.
import { and, desc, eq } from 'drizzle-orm';
import { forms, outgoingMailAttachments, outgoingMails } from '../../db/schema';
import { drawSignaturePng, pngDataUrl } from '../../services/field-work/png';
import { pdfText } from '../../test-support/pdf-text';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'crewNl', 'planner', 'moyoCrew'] });
let formId: number;
const signature = pngDataUrl(drawSignaturePng(3));

beforeAll(async () => {
  const [form] = await be.db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.tenantId, 1), eq(forms.name, 'Payroll details')));
  formId = form!.id;
});

const save = (answers: Record<string, unknown>, token = tokens.crewNl) =>
  be.call('POST', '/formResults/perform', { token, body: { formId, answers } });

describe('a questionnaire', () => {
  it('is listed for the person with where they stand', async () => {
    const res = await be.call('GET', `/persons/${personIds.crewNl}/formsPerform`, { token: tokens.crewNl });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: formId, name: 'Payroll details', status: 'new', answered: 0, questions: 5 }),
      ]),
    );
    const sam = await be.call('GET', `/persons/${personIds.crew}/formsPerform`, { token: tokens.crew });
    expect(sam.body.data.find((f: { name: string }) => f.name === 'Crew feedback').status).toBe('signed');
    expect((await be.call('GET', `/persons/${personIds.crew}/formsPerform`, { token: tokens.crewNl })).status).toBe(
      404,
    );
  });

  it('saves answers one at a time, each checked against its question', async () => {
    expect((await save({ iban: 'NL91ABNA0417164300' })).body.data.status).toBe('inProgress');
    const wrong = await save({ taxCredit: 'maybe', payslipLanguage: 'Klingon', nope: 1 });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.fields).sort()).toEqual([
      'answers.nope',
      'answers.payslipLanguage',
      'answers.taxCredit',
    ]);
    const ok = await save({ taxCredit: true, payslipLanguage: 'Nederlands' });
    expect(ok.body.data.result.answers).toEqual({
      iban: 'NL91ABNA0417164300',
      taxCredit: true,
      payslipLanguage: 'Nederlands',
    });
  });

  it('checks the required answers when it is signed, then makes the PDF and freezes the answers', async () => {
    const early = await be.call('POST', `/forms/perform/${formId}/signed`, {
      token: tokens.crewNl,
      body: { signerName: 'Noor Mulder', signature },
    });
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.error.fields)).toEqual(['answers.emergencyContact']);
    await save({ emergencyContact: 'Jan Mulder, +31 6 1111 2222', hoursPerWeek: 24 });
    const signed = await be.call('POST', `/forms/perform/${formId}/signed`, {
      token: tokens.crewNl,
      body: { signerName: 'Noor Mulder', signature },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data.status).toBe('signed');
    const res = await fetch(`${be.url}/api/v1/forms/perform/${formId}/signed`, {
      headers: { authorization: `Bearer ${tokens.crewNl}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Payroll details');
    expect(text).toContain('NL91ABNA0417164300');
    expect(text).toContain('Jan Mulder, +31 6 1111 2222');
    expect(text).toContain('Noor Mulder');

    const late = await save({ iban: 'NL00' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ALREADY_SIGNED');

    const sent = await be.call('POST', `/forms/perform/${formId}/send`, {
      token: tokens.crewNl,
      body: { email: 'noor@example.com' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await be.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.to, 'noor@example.com'))
      .orderBy(desc(outgoingMails.id));
    const [attachment] = await be.db
      .select()
      .from(outgoingMailAttachments)
      .where(eq(outgoingMailAttachments.mailId, mail!.id));
    expect(attachment!.fileName).toBe('payroll-details-signed.pdf');
  });

  it("keeps each person's answers their own, and another tenant's form missing", async () => {
    const sam = await be.call('GET', `/forms/perform/${formId}`, { token: tokens.crew });
    expect(sam.body.data).toMatchObject({ status: 'new', result: null });
    expect((await be.call('GET', `/forms/perform/${formId}/signed`, { token: tokens.crew })).status).toBe(404);
    const moyo = await be.call('GET', `/forms/perform/${formId}`, { token: tokens.moyoCrew, host: HOST_MOYO });
    expect(moyo.status).toBe(404);
    const bad = await be.call('POST', '/formResults/perform', { token: tokens.crew, body: { formId, answers: 'x' } });
    expect(bad.status).toBe(422);
  });
});
