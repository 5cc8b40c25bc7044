import { eq, inArray } from 'drizzle-orm';
import { attemptCounters, crewPhotos } from '../../db/schema';
import { PHOTOS_PER_CREW_DAY, PHOTOS_PER_MINUTE } from '../../../domain/field-work';
import { drawSignaturePng } from '../../services/field-work/png';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_DEMO, HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'crewNl', 'chief', 'planner', 'office', 'moyoPlanner'],
});
type TWho = keyof typeof tokens;
let crew: TTestCrew;
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 0),
]);

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, { chiefId: personIds.chief, members: [personIds.crew], date: '2026-01-10' });
});

const upload = (who: TWho, file: Blob | null, name = 'stage.png', crewId = crew.crewId) =>
  be.upload(`/projectCrews/${crewId}/photos`, {
    token: tokens[who],
    file,
    name,
    host: who === 'moyoPlanner' ? HOST_MOYO : undefined,
  });
const photoRows = async () => be.countRows(crewPhotos);

describe('photo upload', () => {
  it('stores a PNG from a crew member as pending, typed by its bytes', async () => {
    const res = await upload(
      'crew',
      new Blob([new Uint8Array(drawSignaturePng())], { type: 'application/octet-stream' }),
      '../../etc/stage shot.png',
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      mimeType: 'image/png',
      fileName: 'stage-shot.png',
      uploadedByName: 'Sam de Vries',
    });
  });
  it('takes JPEG and WebP too, from the chief and planners', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    expect((await upload('chief', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpeg')).body.data.mimeType).toBe(
      'image/jpeg',
    );
    expect((await upload('planner', new Blob([WEBP], { type: 'image/webp' }), 'b')).body.data).toMatchObject({
      mimeType: 'image/webp',
      fileName: 'b.webp',
    });
  });
  it('refuses other types by their bytes (415), whatever the name or header says', async () => {
    const before = await photoRows();
    const fakeJpeg = await upload('crew', new Blob(['<html>not an image</html>'], { type: 'image/jpeg' }), 'x.jpg');
    expect([fakeJpeg.status, fakeJpeg.body.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const gif = await upload('crew', new Blob([Buffer.from('GIF89a0000000000')], { type: 'image/gif' }), 'x.gif');
    expect(gif.status).toBe(415);
    expect(await photoRows()).toBe(before);
  });
  it('refuses more than 10 MB (413), and no file at all (422)', async () => {
    const before = await photoRows();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload('crew', new Blob([big], { type: 'image/jpeg' }), 'big.jpg');
    expect([res.status, res.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const huge = Buffer.alloc(16 * 1024 * 1024, 0);
    huge.set([0xff, 0xd8, 0xff], 0);
    expect((await upload('crew', new Blob([huge]), 'huge.jpg')).status).toBe(413);
    const none = await upload('crew', null);
    expect(none.status).toBe(422);
    expect(none.body.error.fields.file).toBeDefined();
    const asJson = await be.call('POST', `/projectCrews/${crew.crewId}/photos`, {
      token: tokens.crew,
      body: { file: 'x' },
    });
    expect([400, 415, 422]).toContain(asJson.status);
    expect(await photoRows()).toBe(before);
  });
  it('is closed to outsiders and other tenants (404)', async () => {
    expect((await upload('office', new Blob([WEBP]))).status).toBe(404);
    expect((await upload('crewNl', new Blob([WEBP]))).status).toBe(404);
    expect((await upload('moyoPlanner', new Blob([WEBP]))).status).toBe(404);
  });
});

describe('photo list, file and review', () => {
  it('lists newest first with status, serves the bytes to the crew, and lets planners approve or reject', async () => {
    const list = await be.call('GET', `/projectCrews/${crew.crewId}/photos`, { token: tokens.crew });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { mimeType: string }) => p.mimeType)).toEqual([
      'image/webp',
      'image/jpeg',
      'image/png',
    ]);
    const png = list.body.data[2];
    const file = await fetch(`${be.url}/api/v1/crewPhotos/${png.id}/file`, {
      headers: { authorization: `Bearer ${tokens.chief}`, 'x-forwarded-host': HOST_DEMO },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(drawSignaturePng())).toBe(true);
    expect((await be.call('GET', `/crewPhotos/${png.id}/file`, { token: tokens.crewNl })).status).toBe(404);
    expect(
      (await be.call('GET', `/crewPhotos/${png.id}/file`, { token: tokens.moyoPlanner, host: HOST_MOYO })).status,
    ).toBe(404);

    expect((await be.call('POST', `/crewPhotos/${png.id}/approve`, { token: tokens.chief })).status).toBe(403);
    expect(
      (await be.call('POST', `/crewPhotos/${png.id}/approve`, { token: tokens.moyoPlanner, host: HOST_MOYO })).status,
    ).toBe(404);
    const ok = await be.call('POST', `/crewPhotos/${png.id}/approve`, { token: tokens.planner });
    expect(ok.body.data).toMatchObject({ id: png.id, status: 'approved', reviewedAt: expect.any(String) });
    const no = await be.call('POST', `/crewPhotos/${list.body.data[0].id}/reject`, {
      token: tokens.planner,
    });
    expect(no.body.data.status).toBe('rejected');
    const after = await be.call('GET', `/projectCrews/${crew.crewId}/photos`, { token: tokens.chief });
    expect(after.body.data.map((p: { status: string }) => p.status)).toEqual(['rejected', 'pending', 'approved']);
  });
});

// Photos as a way to fill the disk or a planner's browser.
describe('photo limits', () => {
  beforeEach(async () => {
    await be.db.delete(attemptCounters);
  });
  afterAll(async () => {
    await be.db.delete(attemptCounters);
  });
  const png = () => new Blob([new Uint8Array(drawSignaturePng())], { type: 'image/png' });

  it('refuses an image whose header claims more pixels than the cap (422)', async () => {
    const claims = Buffer.from(drawSignaturePng());
    claims.writeUInt32BE(20000, 16);
    claims.writeUInt32BE(20000, 20);
    const res = await upload('crew', new Blob([new Uint8Array(claims)], { type: 'image/png' }), 'bomb.png');
    expect([res.status, res.body.error.fields?.file]).toEqual([422, expect.stringContaining('pixels')]);
  });

  it(`takes at most ${PHOTOS_PER_MINUTE} photos a minute from one person (429 QUOTA_EXCEEDED)`, async () => {
    const answers = await Promise.all(Array.from({ length: PHOTOS_PER_MINUTE + 3 }, () => upload('chief', png())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PHOTOS_PER_MINUTE);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.error.code).toBe('QUOTA_EXCEEDED');
  });

  it(`takes at most ${PHOTOS_PER_CREW_DAY} photos per person and crew day`, async () => {
    const have = (await be.db.select().from(crewPhotos).where(eq(crewPhotos.uploadedByPersonId, personIds.crewNl)))
      .length;
    expect(have).toBe(0);
    const data = drawSignaturePng();
    const added = await be.db
      .insert(crewPhotos)
      .values(
        Array.from({ length: PHOTOS_PER_CREW_DAY }, (_, i) => ({
          tenantId: 1,
          projectCrewId: crew.crewId,
          uploadedByPersonId: personIds.crew,
          fileName: `p${i}.png`,
          mimeType: 'image/png',
          sizeBytes: data.length,
          data,
        })),
      )
      .returning({ id: crewPhotos.id });
    const res = await upload('crew', png());
    expect([res.status, res.body.error.code]).toEqual([429, 'QUOTA_EXCEEDED']);
    await be.db.delete(crewPhotos).where(
      inArray(
        crewPhotos.id,
        added.map((a) => a.id),
      ),
    );
  });
});
