// Idempotency-Key over HTTP: an action sent again (the offline queue, a lost answer, two tabs)
// takes effect once and gets the first answer back, refusals included.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { crewDocuments, idempotentRequests } from '../db/schema';
import { drawSignaturePng, pngDataUrl } from '../services/field-work/png';
import { insertCheck } from '../test-support/fixtures';
import { crewWithChiefAndMembers, type TTestCrew } from '../test-support/scenarios';
import { withBackend } from '../test-support/with-backend';
import { clock } from '../../domain/clock';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief', 'planner'] });
let crew: TTestCrew;
const D = '2026-01-21';
const signature = pngDataUrl(drawSignaturePng(2));

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, { chiefId: personIds.chief, members: [personIds.crew], date: D });
  await insertCheck(be, crew, personIds.crew, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T16:00:00Z` });
});
beforeEach(() => clock.stopAt(`${D}T20:00:00Z`));
afterAll(() => clock.stopAt(null));

const path = (p: string) => `/projectCrews/${crew.crewId}/deliveryNote/${p}`;
const send = (who: 'crew' | 'chief' | 'planner', p: string, body: unknown, key: string) =>
  be.call('POST', path(p), { token: tokens[who], body, headers: { 'idempotency-key': key } });
const storedKeys = async (key: string) =>
  (await be.db.select({ n: count() }).from(idempotentRequests).where(eq(idempotentRequests.key, key)))[0]!.n;
const documentRow = async () =>
  (
    await be.db
      .select()
      .from(crewDocuments)
      .where(and(eq(crewDocuments.projectCrewId, crew.crewId), eq(crewDocuments.kind, 'deliveryNote')))
  )[0];

describe('Idempotency-Key', () => {
  it('keeps a refusal: the same key answers the same, even once the action would be allowed', async () => {
    const key = randomUUID();
    const early = await send('chief', 'signed', { date: D, signerName: 'Casey', signature }, key);
    expect([early.status, early.body.error.code]).toEqual([409, 'NOT_RELEASED']);
    const release = await send('chief', 'release', { date: D, at: `${D}T17:30:00Z` }, randomUUID());
    expect(release.status).toBe(200);
    const again = await send('chief', 'signed', { date: D, signerName: 'Casey', signature }, key);
    expect([again.status, again.body.error.code, again.headers.get('idempotent-replayed')]).toEqual([
      409,
      'NOT_RELEASED',
      'true',
    ]);
    expect((await documentRow())?.status).toBe('released');
  });

  it('runs an action once, dated by the device, and answers a resend with the first answer', async () => {
    const key = randomUUID();
    const body = { date: D, at: `${D}T18:15:00Z` };
    const first = await send('chief', 'release', body, key);
    expect(first.status).toBe(200);
    expect(first.body.data.releasedAt).toBe(`${D}T18:15:00.000Z`);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    clock.stopAt(`${D}T20:30:00Z`);
    const again = await send('chief', 'release', body, key);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(again.body).toEqual(first.body);
    expect(await storedKeys(key)).toBe(1);
  });

  it('runs two sends of one key at the same time once', async () => {
    const key = randomUUID();
    const body = { date: D, signerName: 'Casey Smit', signature, at: `${D}T19:00:00Z` };
    const answers = await Promise.all([1, 2].map(() => send('chief', 'signed', body, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.headers.get('idempotent-replayed')).sort()).toEqual(['true', null].sort());
    const row = await documentRow();
    expect([row?.status, row?.signedAt?.toISOString()]).toEqual(['signed', `${D}T19:00:00.000Z`]);
  });

  it('refuses a key sent again for another request or by another person (422), and a key that is no UUID', async () => {
    const key = randomUUID();
    await send('chief', 'release', { date: D }, key);
    const elsewhere = await be.call('POST', `/projectCrews/${crew.crewId}/crewChiefSheet/release`, {
      token: tokens.chief,
      body: { date: D },
      headers: { 'idempotency-key': key },
    });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const byOther = await send('planner', 'release', { date: D }, key);
    expect([byOther.status, byOther.body.error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const bad = await send('chief', 'release', { date: D }, 'not-a-uuid');
    expect([bad.status, bad.body.error.fields]).toEqual([422, { 'idempotency-key': 'Use a UUID' }]);
  });

  it('checks rights before it stores anything', async () => {
    const key = randomUUID();
    const res = await send('crew', 'release', { date: D }, key);
    expect(res.status).toBe(403);
    expect(await storedKeys(key)).toBe(0);
  });

  it('refuses a device time more than a day back, and forgets keys after two days', async () => {
    const key = randomUUID();
    const late = await send('chief', 'release', { date: D, at: `${D}T19:00:00Z` }, key);
    expect(late.status).toBe(409); // signed by the test before
    expect(await storedKeys(key)).toBe(1);
    clock.stopAt('2026-01-23T21:00:00Z');
    const tooOld = await send('chief', 'release', { date: D, at: `${D}T19:00:00Z` }, randomUUID());
    expect([tooOld.status, tooOld.body.error.fields]).toEqual([422, { at: 'The time lies more than 24 hours back' }]);
    expect(await storedKeys(key)).toBe(0);
  });
});
