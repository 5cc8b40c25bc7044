import { functions, rateCardItems, rateCards } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });
let cardId: number;
let companyId: number;

beforeAll(async () => {
  companyId = (await be.call('GET', '/companies', { token: tokens.planner })).body.data[0].id;
  const [card] = await be.db
    .insert(rateCards)
    .values({ tenantId: 1, companyId, name: 'Aa test card 2026' })
    .returning();
  cardId = card!.id;
  const [fn] = await be.db.insert(functions).values({ tenantId: 1, name: 'Aa card function' }).returning();
  await be.db
    .insert(rateCardItems)
    .values({ tenantId: 1, rateCardId: cardId, functionId: fn!.id, hourlyPaid: '18.50', hourlyCharged: '32.00' });
});

describe('rate cards', () => {
  it('lists cards and reads one with its items (right rateCards READ)', async () => {
    const list = await be.call('GET', '/rateCards', { token: tokens.planner });
    expect(list.body.data).toContainEqual({
      id: cardId,
      name: 'Aa test card 2026',
      currency: 'EUR',
      company: { id: companyId, name: expect.any(String) },
    });
    const byCompany = await be.call('GET', `/companies/${companyId}/rateCards`, {
      token: await be.login('office@example.com'),
    });
    expect(byCompany.body.data.map((c: { id: number }) => c.id)).toContain(cardId);
    const one = await be.call('GET', `/rateCards/${cardId}`, { token: tokens.planner });
    expect(one.body.data.items).toEqual([
      {
        id: expect.any(Number),
        function: { id: expect.any(Number), name: 'Aa card function' },
        hourlyPaid: '18.50',
        hourlyCharged: '32.00',
      },
    ]);
  });
  it('refuses callers without the right and hides tenant-1 cards from tenant 2', async () => {
    const crew = await be.login('crew@example.com');
    expect((await be.call('GET', '/rateCards', { token: crew })).status).toBe(403);
    expect((await be.call('GET', `/rateCards/${cardId}`, { token: crew })).status).toBe(403);
    expect((await be.call('GET', `/companies/${companyId}/rateCards`, { token: crew })).status).toBe(403);
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect((await be.call('GET', `/rateCards/${cardId}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (await be.call('GET', '/rateCards', { token: moyo, host: HOST_MOYO })).body.data.map((c: { id: number }) => c.id),
    ).not.toContain(cardId);
    expect((await be.call('GET', '/rateCards/abc', { token: moyo, host: HOST_MOYO })).status).toBe(422);
  });
});
