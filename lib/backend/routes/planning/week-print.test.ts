// The printable planning's PDFs: who may have which, and which week. Their words in
// every language are pdf-languages.test.ts's.
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { pdfText } from '../../test-support/pdf-text';
import { HOST_DEMO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief', 'planner', 'client'] });
type TWho = keyof typeof tokens;
let crew: TTestCrew;

beforeAll(async () => {
  // Wednesday 2031-05-14 to Friday 2031-05-16: the week of Monday 2031-05-12.
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew],
    date: '2031-05-14',
    endDate: '2031-05-16',
    name: 'Print crew',
  });
});

async function get(path: string, who: TWho) {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-forwarded-host': HOST_DEMO, type: 'MOBILE' },
  });
  return { status: res.status, type: res.headers.get('content-type'), data: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /persons/{id}/schedule', () => {
  it('is the week around any of its days: Monday to Sunday', async () => {
    for (const day of ['2031-05-12', '2031-05-18']) {
      const res = await get(`/persons/${personIds.crew}/schedule?week=${day}`, 'crew');
      expect([res.status, res.type]).toEqual([200, 'application/pdf']);
      const text = pdfText(res.data);
      expect(text).toContain('Print crew');
      expect(text.replace(/[\u2009\u202f]/g, ' ')).toMatch(/12 ?– ?18 May 2031/);
    }
    const after = pdfText((await get(`/persons/${personIds.crew}/schedule?week=2031-05-19`, 'crew')).data);
    expect(after).not.toContain('Print crew');
  });

  it("is one's own, or a planner's view of anyone's", async () => {
    expect((await get(`/persons/${personIds.crew}/schedule?week=2031-05-14`, 'planner')).status).toBe(200);
    expect((await get(`/persons/${personIds.crew}/schedule?week=2031-05-14`, 'chief')).status).toBe(403);
    expect((await get(`/persons/${personIds.crew}/schedule?week=2031-05-14`, 'client')).status).toBe(403);
    expect((await get(`/persons/${personIds.crew}/schedule?week=14-05-2031`, 'crew')).status).toBe(422);
    // Without a week: this week.
    expect((await get(`/persons/${personIds.crew}/schedule`, 'crew')).status).toBe(200);
  });
});

describe('GET /projectCrews/{id}/lineUp', () => {
  it("lists the crew's people for the crew chief and planners, not for its members", async () => {
    const chief = await get(`/projectCrews/${crew.crewId}/lineUp?week=2031-05-14`, 'chief');
    expect([chief.status, chief.type]).toEqual([200, 'application/pdf']);
    expect(pdfText(chief.data)).toContain('Line-up of Print crew');
    expect((await get(`/projectCrews/${crew.crewId}/lineUp?week=2031-05-14`, 'planner')).status).toBe(200);
    expect((await get(`/projectCrews/${crew.crewId}/lineUp?week=2031-05-14`, 'crew')).status).toBe(403);
  });
});
