import { PDFDocument } from 'pdf-lib';
import { formResults, forms } from '../../db/schema';
import { drawSignaturePng, pngDataUrl } from '../../services/field-work/png';
import { pdfText } from '../../test-support/pdf-text';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_DEMO, HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'chief', 'planner', 'office', 'client', 'moyoPlanner'],
});
type TWho = keyof typeof tokens;
let crew: TTestCrew;
let formId: number, questionnaireId: number;
const D = '2026-01-12';
const signature = pngDataUrl(drawSignaturePng(5));
const answers = { exits: true, firstAid: true, crewCount: 8, weather: 'Rain', hazards: 'Wet floor near stage left' };

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew],
    date: D,
    name: 'Gate crew',
  });
  [{ id: formId }, { id: questionnaireId }] = (await be.db
    .insert(forms)
    .values([
      {
        tenantId: 1,
        name: 'Security check (test)',
        kind: 'securityCheck',
        questions: [
          { id: 'exits', label: 'Fire exits checked', type: 'yesNo', required: true },
          { id: 'firstAid', label: 'First-aid kit present', type: 'yesNo', required: true },
          { id: 'crewCount', label: 'Number of crew on site', type: 'number', required: true },
          { id: 'weather', label: 'Weather', type: 'choice', options: ['Dry', 'Rain', 'Storm'], required: false },
          { id: 'hazards', label: 'Hazards noted', type: 'text', required: false },
        ],
      },
      {
        tenantId: 1,
        name: 'Feedback (test)',
        kind: 'questionnaire',
        questions: [{ id: 'q', label: 'How was it?', type: 'text', required: true }],
      },
    ])
    .returning({ id: forms.id })) as [{ id: number }, { id: number }];
});

const checks = () => `/projectCrews/${crew.crewId}/securityChecks`;
const getPdf = (url: string, who: TWho) =>
  fetch(`${be.url}/api/v1${url}`, {
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      'x-forwarded-host': who === 'moyoPlanner' ? HOST_MOYO : HOST_DEMO,
    },
  });

describe('forms', () => {
  it('serve their questions within the tenant', async () => {
    const res = await be.call('GET', `/forms/${formId}`, { token: tokens.crew });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: formId,
      kind: 'securityCheck',
      questions: expect.arrayContaining([expect.objectContaining({ id: 'exits', type: 'yesNo' })]),
    });
    expect((await be.call('GET', `/forms/${formId}`, { token: tokens.moyoPlanner, host: HOST_MOYO })).status).toBe(404);
    const list = await be.call('GET', '/forms?kind=securityCheck', { token: tokens.chief });
    expect(list.body.data.map((f: { id: number }) => f.id)).toContain(formId);
    expect(list.body.data.map((f: { id: number }) => f.id)).not.toContain(questionnaireId);
  });
});

describe('security check', () => {
  it('is empty at first', async () => {
    const res = await be.call('GET', `${checks()}?formId=${formId}&date=${D}&shift=Early`, {
      token: tokens.chief,
    });
    expect([res.status, res.body.data]).toEqual([200, null]);
  });
  it('checks the answers against the form and the date against the crew, storing nothing when wrong', async () => {
    const before = await be.countRows(formResults);
    const bad: [unknown, string][] = [
      [
        { formId, date: D, shift: 'Early', answers: { ...answers, exits: undefined }, signerName: 'Chris', signature },
        'answers.exits',
      ],
      [
        {
          formId,
          date: D,
          shift: 'Early',
          answers: { ...answers, crewCount: 'eight' },
          signerName: 'Chris',
          signature,
        },
        'answers.crewCount',
      ],
      [
        { formId, date: D, shift: 'Early', answers: { ...answers, weather: 'Snow' }, signerName: 'Chris', signature },
        'answers.weather',
      ],
      [
        { formId, date: D, shift: 'Early', answers: { ...answers, extra: 1 }, signerName: 'Chris', signature },
        'answers.extra',
      ],
      [
        { formId: questionnaireId, date: D, shift: 'Early', answers: { q: 'fine' }, signerName: 'Chris', signature },
        'formId',
      ],
      [{ formId, date: '2026-01-13', shift: 'Early', answers, signerName: 'Chris', signature }, 'date'],
      [{ formId, date: D, shift: 'x'.repeat(41), answers, signerName: 'Chris', signature }, 'shift'],
      [
        { formId, date: D, shift: 'Early', answers, signerName: 'Chris', signature: 'data:image/png;base64,AAAA' },
        'signature',
      ],
      [{ formId, date: D, shift: 'Early', answers: [], signerName: 'Chris', signature }, 'answers'],
      [{}, 'formId'],
    ];
    for (const [body, field] of bad) {
      const res = await be.call('POST', checks(), { token: tokens.chief, body });
      expect([field, res.status, res.body.error.fields?.[field] !== undefined]).toEqual([field, 422, true]);
    }
    expect((await be.call('POST', checks(), { token: tokens.chief, body: '[' })).status).toBe(400);
    expect(await be.countRows(formResults)).toBe(before);
  });
  it('is filled in by the crew, not the client or outsiders', async () => {
    const body = { formId, date: D, shift: 'Late', answers, signerName: 'Casey', signature };
    expect((await be.call('POST', checks(), { token: tokens.client, body })).status).toBe(403);
    expect((await be.call('POST', checks(), { token: tokens.office, body })).status).toBe(404);
    expect((await be.call('POST', checks(), { token: tokens.moyoPlanner, host: HOST_MOYO, body })).status).toBe(404);
  });
  it('is signed once, and downloads with and without the signature', async () => {
    const res = await be.call('POST', checks(), {
      token: tokens.crew,
      body: { formId, date: D, shift: 'Early', answers, signerName: 'Sam de Vries', signature },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      formId,
      projectCrewId: crew.crewId,
      workDate: D,
      shift: 'Early',
      answers,
      signerName: 'Sam de Vries',
    });
    const id = res.body.data.id;
    const again = await be.call('POST', checks(), {
      token: tokens.chief,
      body: { formId, date: D, shift: 'Early', answers, signerName: 'Chris', signature },
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'ALREADY_SIGNED']);
    const read = await be.call('GET', `${checks()}?formId=${formId}&date=${D}&shift=Early`, {
      token: tokens.planner,
    });
    expect(read.body.data.id).toBe(id);

    const plain = await getPdf(`/crewChecks/${id}/download`, 'chief');
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    const plainText = pdfText(new Uint8Array(await plain.arrayBuffer()));
    for (const s of [
      'Security check (test)',
      'Gate crew',
      'Fire exits checked',
      'Yes',
      'Wet floor near stage left',
      '8',
      'Early',
    ])
      expect(plainText).toContain(s);
    expect(plainText).not.toContain('Signed by');
    const signed = await getPdf(`/crewChecks/${id}/download/signed`, 'crew');
    const bytes = new Uint8Array(await signed.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Security check (test)');
    expect(pdfText(bytes)).toContain('Signed by');
    expect(pdfText(bytes)).toContain('Sam de Vries');

    expect((await getPdf(`/crewChecks/${id}/download`, 'office')).status).toBe(404);
    expect((await getPdf(`/crewChecks/${id}/download/signed`, 'moyoPlanner')).status).toBe(404);
    expect((await getPdf(`/crewChecks/${id}/download/signed`, 'client')).status).toBe(403);
  });
});
