// PUT and DELETE /assignments/{id}: a planner moves a person between requested, spare and
// confirmed (through the double-booking rule) or takes them off the row; cancelled is final. (The
// versions these writes name are tested in lib/backend/versions/assignments.test.ts.)
import { withBackend } from '../../test-support/with-backend';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});

const newItem = async (body: Record<string, unknown>) => {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  return createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, ...body });
};

describe('PUT and DELETE /assignments/{id}', () => {
  it('changes the status, checking double bookings when confirming', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const a = await newItem({ startDate: '2031-06-01' });
    const b = await newItem({ startDate: '2031-06-01', startTime: '12:00', endTime: '13:00' });
    await assign(be, tokens.planner, { crewItemId: a.id, personId: person.personId, status: 'confirmed' });
    const second = await assign(be, tokens.planner, {
      crewItemId: b.id,
      personId: person.personId,
      status: 'spare',
      confirmDoubleBooking: true,
    });
    const put = (id: number, body: unknown, token = tokens.planner) =>
      be.call('PUT', `/assignments/${id}`, { headers: ANY_VERSION, token, body });
    const clash = await put(second.id, { status: 'confirmed' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('DOUBLE_BOOKING');
    expect((await put(second.id, { status: 'requested' })).body.data.status).toBe('requested');
    const ok = await put(second.id, { status: 'confirmed', confirmDoubleBooking: true });
    expect(ok.body.data).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });

    expect((await put(second.id, { status: 'cancelled' })).status).toBe(422);
    expect((await put(second.id, { status: 'confirmedWeb' })).status).toBe(422);
    expect((await put(second.id, {})).status).toBe(422);
    expect((await put(second.id, { status: 'spare' }, person.token)).status).toBe(403);
    expect(
      (await be.call('DELETE', `/assignments/${second.id}`, { headers: ANY_VERSION, token: person.token })).status,
    ).toBe(403);
    expect(
      (await be.call('DELETE', `/assignments/${second.id}`, { headers: ANY_VERSION, token: tokens.planner })).body.data
        .status,
    ).toBe('cancelled');
    expect(
      (await be.call('DELETE', `/assignments/${second.id}`, { headers: ANY_VERSION, token: tokens.planner })).status,
    ).toBe(200);
    const revive = await put(second.id, { status: 'requested' });
    expect(revive.status).toBe(409);
    expect(revive.body.error.code).toBe('INVALID_TRANSITION');
    expect((await put(999999, { status: 'requested' })).status).toBe(404);
  });
});
