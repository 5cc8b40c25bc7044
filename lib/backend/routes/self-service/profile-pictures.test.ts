// Profile pictures await a planner's approval; the approved one shows on the public profile,
// which anyone signed in may read (name, picture, functions: nothing private).
import { eq } from 'drizzle-orm';
import { personFunctions, profilePictures } from '../../db/schema';
import { drawSignaturePng } from '../../services/field-work/png';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createFunction, createLogin, tokenPerson } from '../../test-support/fixtures';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'client', 'moyoPlanner'] });
let tenantId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const png = () => new Blob([new Uint8Array(drawSignaturePng())], { type: 'image/png' });
const upload = (personId: number, token: string, file: Blob | null = png(), name = 'me.png') =>
  be.upload(`/persons/${personId}/profilePictures`, { token, file, name });
const fileOf = (personId: number, pictureId: number, token: string, host?: string) =>
  be.call('GET', `/persons/${personId}/profilePictures/${pictureId}/file`, { token, host });

describe('profile pictures', () => {
  it('wait for a planner, who approves one; then everyone sees it on the public profile', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const first = await upload(me.personId, me.token);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      personId: me.personId,
      status: 'pending',
      current: false,
      mimeType: 'image/png',
    });
    // A second upload replaces the one still waiting.
    const second = (await upload(me.personId, me.token)).body.data;
    const mine = await be.call('GET', `/persons/${me.personId}/profilePictures`, { token: me.token });
    expect(mine.body.data.map((p: { id: number }) => p.id)).toEqual([second.id]);

    const pending = await be.call('GET', '/profilePictures', { token: tokens.planner });
    expect(pending.body.data.map((p: { id: number }) => p.id)).toContain(second.id);
    // The waiting picture: the person and planners only.
    expect((await fileOf(me.personId, second.id, me.token)).status).toBe(200);
    expect((await fileOf(me.personId, second.id, tokens.planner)).status).toBe(200);
    expect((await fileOf(me.personId, second.id, tokens.crew)).status).toBe(404);
    expect(
      (await be.call('GET', `/persons/${me.personId}/publicProfile`, { token: tokens.crew })).body.data.pictureId,
    ).toBeNull();

    const approved = await be.call('POST', `/profilePictures/${second.id}/approve`, { token: tokens.planner });
    expect(approved.body.data).toMatchObject({ status: 'approved', current: true, reviewedAt: expect.any(String) });
    expect((await be.call('POST', `/profilePictures/${second.id}/approve`, { token: tokens.planner })).status).toBe(
      409,
    );
    const profile = await be.call('GET', `/persons/${me.personId}/publicProfile`, { token: tokens.client });
    expect(profile.body.data).toEqual({ id: me.personId, name: me.name, pictureId: second.id, functions: [] });
    const seen = await fileOf(me.personId, second.id, tokens.crew);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');

    // Rejected, it is nobody's picture any more.
    await be.call('POST', `/profilePictures/${second.id}/reject`, { token: tokens.planner });
    expect(
      (await be.call('GET', `/persons/${me.personId}/publicProfile`, { token: tokens.crew })).body.data.pictureId,
    ).toBeNull();
    expect((await fileOf(me.personId, second.id, tokens.crew)).status).toBe(404);
  });

  it('are the owner’s and planners’ to upload; crew cannot review; bad files change nothing', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const before = await be.countRows(profilePictures);
    expect((await upload(me.personId, tokens.crew)).status).toBe(403);
    expect(
      (await upload(me.personId, me.token, new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }))).status,
    ).toBe(415);
    expect((await upload(me.personId, me.token, new Blob([]), 'empty.png')).status).toBe(422);
    expect((await upload(me.personId, me.token, null)).status).toBe(422);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(drawSignaturePng().subarray(0, 16));
    expect((await upload(me.personId, me.token, new Blob([big]))).status).toBe(413);
    expect(await be.countRows(profilePictures)).toBe(before);

    const mine = (await upload(me.personId, me.token)).body.data;
    expect((await be.call('POST', `/profilePictures/${mine.id}/approve`, { token: me.token })).status).toBe(403);
    expect((await be.call('GET', '/profilePictures', { token: me.token })).status).toBe(403);
    expect((await be.call('GET', `/persons/${me.personId}/profilePictures`, { token: tokens.crew })).status).toBe(403);
    // A planner may upload for someone.
    expect((await upload(me.personId, tokens.planner)).status).toBe(201);
  });

  it('answer 404 to another tenant', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const mine = (await upload(me.personId, me.token)).body.data;
    await be.call('POST', `/profilePictures/${mine.id}/approve`, { token: tokens.planner });
    const moyo = { token: tokens.moyoPlanner, host: HOST_MOYO };
    expect((await be.call('POST', `/profilePictures/${mine.id}/reject`, moyo)).status).toBe(404);
    expect((await fileOf(me.personId, mine.id, moyo.token, HOST_MOYO)).status).toBe(404);
    expect((await be.call('GET', `/persons/${me.personId}/publicProfile`, moyo)).status).toBe(404);
    const [row] = await be.db.select().from(profilePictures).where(eq(profilePictures.id, mine.id));
    expect(row!.status).toBe('approved');
  });
});

describe('public profile', () => {
  it('shows name, picture and functions to any signed-in viewer, and nothing private', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const fn = await createFunction(be, tenantId, 'Lighting technician');
    await be.db.insert(personFunctions).values({ personId: me.personId, functionId: fn });
    for (const token of [tokens.crew, tokens.client, tokens.planner]) {
      const res = await be.call('GET', `/persons/${me.personId}/publicProfile`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: me.personId,
        name: me.name,
        pictureId: null,
        functions: [{ id: fn, name: 'Lighting technician' }],
      });
    }
    expect((await be.call('GET', `/persons/999999/publicProfile`, { token: tokens.crew })).status).toBe(404);
    expect((await be.call('GET', `/persons/${me.personId}/publicProfile`)).status).toBe(401);
  });
});
