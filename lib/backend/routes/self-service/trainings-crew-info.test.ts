// Trainings (status of today, those expiring within 30 days first) and the company's
// information for crew (read by crew, kept by planners).
import { crewInfoSections, personTrainings, trainings } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createLogin, tokenPerson } from '../../test-support/fixtures';
import { addDays } from '../../../domain/calendar-days';
import type { TCrewInfo, TPersonTraining } from '../../../domain/self-service';
import { clock } from '../../../domain/clock';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'client', 'moyoCrew', 'moyoPlanner'] });
let tenantId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

describe('trainings', () => {
  it('list a person’s trainings with today’s status, those expiring within 30 days first', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const today = clock.today('Europe/Amsterdam');
    const ids = await be.db
      .insert(trainings)
      .values(['Forklift', 'First aid', 'Fire safety', 'Rigging', 'Hygiene'].map((name) => ({ tenantId, name })))
      .returning({ id: trainings.id });
    const give = (i: number, row: Partial<typeof personTrainings.$inferInsert>) => ({
      tenantId,
      personId: me.personId,
      trainingId: ids[i]!.id,
      ...row,
    });
    await be.db
      .insert(personTrainings)
      .values([
        give(0, { status: 'todo' }),
        give(1, { status: 'done', completedOn: addDays(today, -300), expiresOn: addDays(today, 25) }),
        give(2, { status: 'done', completedOn: addDays(today, -400), expiresOn: addDays(today, -1) }),
        give(3, { status: 'planned', plannedOn: addDays(today, 7) }),
        give(4, { status: 'done', completedOn: addDays(today, -10), expiresOn: addDays(today, 5) }),
      ]);
    const res = await be.call('GET', '/trainings', { token: me.token });
    expect(res.status).toBe(200);
    expect((res.body.data as TPersonTraining[]).map((t) => [t.training.name, t.status, t.expiresSoon])).toEqual([
      ['Hygiene', 'done', true],
      ['First aid', 'done', true],
      ['Fire safety', 'expired', false],
      ['Forklift', 'todo', false],
      ['Rigging', 'planned', false],
    ]);
    // Planners may look at anyone's; crew only at their own.
    const planner = await be.call('GET', `/trainings?personId=${me.personId}`, { token: tokens.planner });
    expect(planner.body.data).toHaveLength(5);
    expect((await be.call('GET', `/trainings?personId=${me.personId}`, { token: tokens.crew })).status).toBe(403);
    expect(
      (await be.call('GET', `/trainings?personId=${me.personId}`, { token: tokens.moyoPlanner, host: HOST_MOYO }))
        .status,
    ).toBe(404);
    expect((await be.call('GET', '/trainings?personId=abc', { token: tokens.planner })).status).toBe(422);
  });

  it('answers an empty list when there are none', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    expect((await be.call('GET', '/trainings', { token: me.token })).body.data).toEqual([]);
  });
});

describe('crew info', () => {
  it('is read by crew with the right and kept by planners, per tenant', async () => {
    const seeded = await be.call('GET', '/crewInfo', { token: tokens.crew });
    expect(seeded.status).toBe(200);
    expect(seeded.body.data.sections.map((s: { kind: string }) => s.kind)).toEqual([
      'rules',
      'contacts',
      'bring',
      'other',
    ]);
    // Clients have no crewInfo right.
    expect((await be.call('GET', '/crewInfo', { token: tokens.client })).status).toBe(403);

    const body = {
      sections: [
        { kind: 'bring', title: 'Bring', body: 'Safety shoes.' },
        { kind: 'rules', title: '  Rules ', body: 'Be on time.\nNo alcohol.' },
      ],
    };
    expect((await be.call('PUT', '/crewInfo', { token: tokens.crew, body })).status).toBe(403);
    const saved = await be.call('PUT', '/crewInfo', { token: tokens.planner, body });
    expect((saved.body.data as TCrewInfo).sections.map((s) => [s.kind, s.title, s.body])).toEqual([
      ['bring', 'Bring', 'Safety shoes.'],
      ['rules', 'Rules', 'Be on time.\nNo alcohol.'],
    ]);
    expect((await be.call('GET', '/crewInfo', { token: tokens.crew })).body.data.sections).toHaveLength(2);
    // The other tenant's page is its own.
    const moyo = await be.call('GET', '/crewInfo', { token: tokens.moyoCrew, host: HOST_MOYO });
    expect(moyo.body.data.sections[0].title).toBe('Huisregels');
    expect(personIds.moyoCrew).toBeGreaterThan(0);
  });

  it('refuses bad sections and keeps the page as it was', async () => {
    const before = await be.countRows(crewInfoSections);
    const bad = [
      { sections: [{ kind: 'gossip', title: 'x', body: 'y' }] },
      { sections: [{ kind: 'rules', title: '', body: 'y' }] },
      { sections: [{ kind: 'rules', title: 'x', body: 'y'.repeat(5001) }] },
      { sections: Array.from({ length: 31 }, () => ({ kind: 'rules', title: 'x', body: 'y' })) },
      { sections: 'none' },
    ];
    for (const body of bad) {
      const res = await be.call('PUT', '/crewInfo', { token: tokens.planner, body });
      expect(res.status).toBe(422);
    }
    expect(await be.countRows(crewInfoSections)).toBe(before);
  });
});
