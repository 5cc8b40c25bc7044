// The trainings each function requires, over HTTP: planners read and set them per function
// (checked field by field, only their own tenant's functions and trainings), nobody else; and
// every booking is checked against them — a planner's request answers 409 DOUBLE_BOOKING with the
// training missing or expiring before the item ends until confirmed twice, a crew member's own
// yes is refused outright (409 TRAINING_REQUIRED), and staffing keeps such people off the row.
import { personFunctions, personTrainings, trainings } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { ANY_VERSION } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';
import { DEFAULT_STAFFING_WEIGHTS } from '../../../domain/planning/staffing-preferences';
import type { TBookingConflict } from '../../../domain/planning';
import { staffingDataOf } from '../../services/planning/staffing-input';

const { be, tokens } = withBackend({ as: ['planner', 'office', 'crew', 'moyoPlanner'] });
let tenantId: number;
beforeAll(() => {
  ({ tenantId } = tokenPerson(tokens.planner));
});

const read = (token = tokens.planner, host?: string) => be.call('GET', '/requiredTrainings', { token, host });
const set = (functionId: number, body: unknown, token = tokens.planner) =>
  be.call('PUT', `/functions/${functionId}/requiredTrainings`, { token, body });

async function training(tenant: number, name: string) {
  const [row] = await be.db.insert(trainings).values({ tenantId: tenant, name }).returning();
  return row!;
}

describe('GET /requiredTrainings and PUT /functions/{id}/requiredTrainings', () => {
  it('lists every function with what it requires, and sets one function at a time', async () => {
    const functionId = await createFunction(be, tenantId, 'Rigger (test)');
    const heights = await training(tenantId, 'Working at heights (test)');
    const first = await training(tenantId, 'First aid (test)');
    expect((await set(functionId, { trainingIds: [heights.id, first.id, heights.id] })).status).toBe(200);
    const listed = await read();
    expect(listed.status).toBe(200);
    const fn = listed.body.data.functions.find((f: { id: number }) => f.id === functionId);
    // By name: first aid before working at heights; the doubled id counts once.
    expect(fn.trainings).toEqual([
      { id: first.id, name: 'First aid (test)' },
      { id: heights.id, name: 'Working at heights (test)' },
    ]);
    expect(listed.body.data.trainings).toEqual(expect.arrayContaining([{ id: first.id, name: 'First aid (test)' }]));
    const cleared = await set(functionId, { trainingIds: [] });
    expect(cleared.body.data.functions.find((f: { id: number }) => f.id === functionId).trainings).toEqual([]);
    // Another tenant sees none of it.
    const theirs = await read(tokens.moyoPlanner, HOST_MOYO);
    expect(theirs.body.data.functions.map((f: { id: number }) => f.id)).not.toContain(functionId);
    expect(theirs.body.data.trainings.map((t: { id: number }) => t.id)).not.toContain(first.id);
  });

  it("lets only planners in, before reading the body, and only to their own tenant's records", async () => {
    const functionId = await createFunction(be, tenantId);
    for (const token of [tokens.office, tokens.crew]) {
      expect((await read(token)).status).toBe(403);
      expect((await set(functionId, { trainingIds: 'all' }, token)).status).toBe(403);
    }
    const bad = await set(functionId, { trainingIds: ['x'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(['trainingIds.0']);
    const moyo = tokenPerson(tokens.moyoPlanner).tenantId;
    const foreign = await training(moyo, 'Their course');
    const unknown = await set(functionId, { trainingIds: [foreign.id] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['trainingIds']);
    const theirFunction = await createFunction(be, moyo);
    expect((await set(theirFunction, { trainingIds: [] })).status).toBe(404);
  });
});

describe('every booking is checked against them', () => {
  it('warns the planner, refuses the crew member, and keeps them off a proposal', async () => {
    const functionId = await createFunction(be, tenantId);
    const forklift = await training(tenantId, 'Forklift licence (test)');
    expect((await set(functionId, { trainingIds: [forklift.id] })).status).toBe(200);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2033-06-06',
      endDate: '2033-06-08',
      rows: 4,
    });
    const never = await createLogin(be, tenantId, ['crew']);
    const lapsing = await createLogin(be, tenantId, ['crew']);
    const valid = await createLogin(be, tenantId, ['crew']);
    await be.db
      .insert(personFunctions)
      .values([never, lapsing, valid].map(({ personId }) => ({ personId, functionId })));
    await be.db.insert(personTrainings).values([
      { tenantId, personId: never.personId, trainingId: forklift.id, status: 'planned' },
      { tenantId, personId: lapsing.personId, trainingId: forklift.id, status: 'done', expiresOn: '2033-06-07' },
      { tenantId, personId: valid.personId, trainingId: forklift.id, status: 'done', expiresOn: '2033-06-08' },
    ]);
    const request = (personId: number, extra: Record<string, unknown> = {}) =>
      be.call('POST', '/assignments', {
        token: tokens.planner,
        body: { crewItemId: item.id, personId, ...extra },
      });

    const refused = await request(never.personId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('DOUBLE_BOOKING');
    expect(refused.body.error.details as TBookingConflict[]).toEqual([
      { kind: 'training', training: { id: forklift.id, name: 'Forklift licence (test)' }, expiresOn: null },
    ]);
    // Valid on the first two days only: expiring on the 7th, before the item's last day.
    expect((await request(lapsing.personId)).body.error.details).toEqual([
      expect.objectContaining({ kind: 'training', expiresOn: '2033-06-07' }),
    ]);
    // Valid through the last day.
    expect((await request(valid.personId)).status).toBe(201);

    // The planner may book them knowingly; the crew member cannot say yes to it themselves.
    const asked = await assign(be, tokens.planner, {
      crewItemId: item.id,
      personId: never.personId,
      confirmDoubleBooking: true,
    });
    const own = await be.call('POST', `/jobs/${asked.id}/confirmation`, {
      token: never.token,
      headers: ANY_VERSION,
      body: { accept: true },
    });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('TRAINING_REQUIRED');

    // Staffing: the one without the training is kept off with the reason; the valid one was booked.
    const { input, excluded } = await staffingDataOf(be.db, tenantId, [item.id], DEFAULT_STAFFING_WEIGHTS);
    expect(input.candidates.map((c) => c.personId)).not.toContain(lapsing.personId);
    expect(excluded.get(item.id)?.get(lapsing.personId)).toEqual([expect.objectContaining({ kind: 'training' })]);
  });
});
