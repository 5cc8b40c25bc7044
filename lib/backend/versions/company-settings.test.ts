// Several people at once on a company's paperwork settings (lib/domain/versions.ts), over HTTP and
// on both drivers: a change refuses a missing version (428) and an older one (412, with who and
// when); of two changes based on one version exactly one wins; the version counts up on every
// committed change, never on a refused one.
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['office', 'planner'] });

let companyId: number;
beforeAll(async () => {
  const list = (await be.call('GET', '/companies', { token: tokens.office })).body.data as { id: number }[];
  companyId = list[0]!.id;
});

const path = () => `/companies/${companyId}/settings`;
const stored = async () => (await be.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
/** The settings as they are now, as a change's body, and their version. */
async function current(token = tokens.office) {
  const res = await be.call('GET', path(), { token });
  const { companyId: _c, companyName: _n, version, ...input } = res.body.data;
  return { input, version: version as number, etag: res.headers.get('etag') };
}
const put = (body: unknown, ifMatch?: string, token = tokens.office) =>
  be.call('PUT', path(), { token, body, headers: versionOf(ifMatch) });

describe('company settings carry the version of the company', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const { input, version, etag } = await current();
    expect(etag).toBe(`"${version}"`);
    const saved = await put({ ...input, paymentTermDays: 14 }, etag!);
    expect([saved.status, saved.body.data.version, saved.headers.get('etag')]).toEqual([
      200,
      version + 1,
      `"${version + 1}"`,
    ]);
    // A refused change (a number moving back) is no new version.
    expect((await put({ ...input, invoiceNextNumber: 1 }, `"${version + 1}"`)).status).toBe(422);
    expect((await stored()).version).toBe(version + 1);
  });

  it('refuses a change without If-Match (428) or with an older version (412)', async () => {
    const { input, version } = await current();
    expect((await put(input)).status).toBe(428);
    expect((await put({ ...input, senderName: 'Planner' }, `"${version}"`, tokens.planner)).status).toBe(200);
    const stale = await put({ ...input, senderName: 'Office' }, `"${version}"`);
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: version + 1, changedBy: { name: 'Pat Jansen' } },
    });
    expect((await current()).input).toMatchObject({ senderName: 'Planner' });
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const { input, version } = await current();
    const results = await Promise.all(
      [7, 60].map((paymentTermDays) => put({ ...input, paymentTermDays }, `"${version}"`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { paymentTermDays: number };
    expect((await current()).input.paymentTermDays).toBe(winner.paymentTermDays);
    expect((await stored()).version).toBe(version + 1);
  });
});
