import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });

describe('companies', () => {
  it("lists the tenant's companies on /companies and /tenant/companies and reads one", async () => {
    const a = await be.call('GET', '/companies', { token: tokens.planner });
    const b = await be.call('GET', '/tenant/companies', { token: tokens.planner });
    expect(a.body.data.length).toBeGreaterThanOrEqual(2);
    expect(b.body.data).toEqual(a.body.data);
    const first = a.body.data[0];
    expect((await be.call('GET', `/companies/${first.id}`, { token: tokens.planner })).body.data).toEqual(first);
    const projects = await be.call('GET', `/companies/${first.id}/projects`, { token: tokens.planner });
    expect(projects.status).toBe(200);
    expect(projects.body.data.every((p: { company: { id: number } }) => p.company.id === first.id)).toBe(true);
  });
  it('answers 404 to a tenant-2 token on tenant-1 companies and refuses plus-crew sessions', async () => {
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    const [company] = (await be.call('GET', '/companies', { token: tokens.planner })).body.data;
    for (const path of [
      `/companies/${company.id}`,
      `/companies/${company.id}/projects`,
      `/companies/${company.id}/rateCards`,
    ]) {
      expect((await be.call('GET', path, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    }
    const pcid = (await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', '/companies', { token: pcid })).status).toBe(403);
  });
});
