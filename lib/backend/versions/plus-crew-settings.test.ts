// Several people at once on a plus crew's settings (lib/domain/versions.ts), over HTTP and on both
// drivers: a change refuses a missing version (428) and an older one (412, with who and when); of
// two changes based on one version exactly one wins; the plus crew's version counts up on every
// committed change of its settings, never on a refused one, and not when its link's password is set.
import { eq } from 'drizzle-orm';
import { plusCrews } from '../db/schema';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

const path = '/plusCrews/503';
const border = (targetBorderPercent: number) => ({
  targetBorderPercent,
  teamBonus: { kind: 'amount', amountCents: 50000 },
});
const put = (body: unknown, ifMatch?: string) =>
  be.call('PUT', `${path}/values`, { token: tokens.planner, body, headers: versionOf(ifMatch) });
const stored = async () => (await be.db.select().from(plusCrews).where(eq(plusCrews.number, 503)))[0]!;
const borderNow = async () =>
  ((await be.call('GET', `${path}/values`, { token: tokens.planner })).body.data as { percent: number | null }[])[0]
    ?.percent;

describe("a plus crew's settings carry its version", () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const crew = await be.call('GET', path, { token: tokens.planner });
    const version = crew.body.data.version as number;
    expect(crew.headers.get('etag')).toBe(`"${version}"`);
    const saved = await put(border(80), `"${version}"`);
    expect([saved.status, saved.body.data.version, saved.headers.get('etag')]).toEqual([
      200,
      version + 1,
      `"${version + 1}"`,
    ]);
    // Its login link's password is set whole by its own form: no new version.
    const password = await be.call('PUT', `${path}/password`, {
      token: tokens.planner,
      body: { password: 'shop-window-42' },
    });
    expect(password.status).toBe(200);
    expect((await stored()).version).toBe(version + 1);
    // A refused change (invalid) is no new version either.
    expect((await put(border(0), `"${version + 1}"`)).status).toBe(422);
    expect((await stored()).version).toBe(version + 1);
  });

  it('refuses a change without If-Match (428) or with an older version (412)', async () => {
    const { version } = await stored();
    expect((await put(border(85))).status).toBe(428);
    expect((await put(border(85), `"${version}"`)).status).toBe(200);
    const stale = await put(border(95), `"${version}"`);
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: version + 1, changedBy: { name: 'Pat Jansen' } },
    });
    expect(await borderNow()).toBe(85);
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const { version } = await stored();
    const results = await Promise.all([70, 75].map((p) => put(border(p), `"${version}"`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { values: { percent: number }[] };
    expect(await borderNow()).toBe(winner.values[0]!.percent);
    expect((await stored()).version).toBe(version + 1);
  });
});
