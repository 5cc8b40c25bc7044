// The to-do calendar's calls: /activities with the filters done, project, recipient and a date
// range, and /activityFilters (planners with the toDoCalendar right).
import { withBackend } from '../../test-support/with-backend';
import { createProject, tokenPerson } from '../../test-support/fixtures';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'client', 'office', 'moyoPlanner'] });
let tenantId: number;
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const create = async (body: Record<string, unknown>, token = tokens.planner) => {
  const res = await be.call('POST', '/activities', { token, body });
  if (res.status !== 201) throw new Error(`todo: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number };
};
const ids = async (query: string, token = tokens.planner) => {
  const res = await be.call('GET', `/activities?${query}`, { token });
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ id: number }>).map((a) => a.id);
};

describe('GET /activities with the to-do calendar filters', () => {
  it('filters by day range, done or open, project and recipient', async () => {
    const project = await createProject(be, tenantId);
    const range = 'from=2033-04-01&to=2033-04-30';
    const forSam = await create({
      caption: 'Call Sam',
      recipientPersonId: personIds.crew,
      dueDate: '2033-04-02',
      projectId: project.id,
    });
    const forPlanners = await create({ caption: 'Check the rota', recipientGroup: 'Planners', dueDate: '2033-04-03' });
    const done = await create({ caption: 'Book a van', recipientPersonId: personIds.planner, dueDate: '2033-04-04' });
    const later = await create({ caption: 'In May', recipientGroup: 'Planners', dueDate: '2033-05-01' });
    expect((await be.call('POST', `/activities/${done.id}/done`, { token: tokens.planner })).status).toBe(200);

    expect(await ids(range)).toEqual([forSam.id, forPlanners.id, done.id]);
    expect(await ids(`${range}&done=false`)).toEqual([forSam.id, forPlanners.id]);
    expect(await ids(`${range}&done=true`)).toEqual([done.id]);
    expect(await ids(`${range}&projectId=${project.id}`)).toEqual([forSam.id]);
    expect(await ids(`${range}&recipientPersonId=${personIds.crew}`)).toEqual([forSam.id]);
    expect(await ids(`${range}&recipientGroup=Planners`)).toEqual([forPlanners.id]);
    expect(await ids(`from=2033-05-01&to=2033-05-31&recipientGroup=Planners`)).toEqual([later.id]);
    // Nothing on a day without to-dos: an empty list, not an error.
    expect(await ids('from=2033-06-01&to=2033-06-30')).toEqual([]);
  });

  it('keeps each tenant to its own to-dos', async () => {
    const mine = await create({ caption: 'Tenant one only', recipientGroup: 'Planners', dueDate: '2033-07-01' });
    expect(await ids('from=2033-07-01&to=2033-07-01', tokens.moyoPlanner)).not.toContain(mine.id);
    expect((await be.call('GET', `/activities/${mine.id}`, { token: tokens.moyoPlanner })).status).toBe(404);
    expect((await be.call('DELETE', `/activities/${mine.id}`, { token: tokens.moyoPlanner })).status).toBe(404);
  });

  it('edits, completes and deletes a to-do', async () => {
    const todo = await create({ caption: 'Draft', recipientGroup: 'Planners', dueDate: '2033-08-01', priority: 4 });
    const edited = await be.call('PUT', `/activities/${todo.id}`, {
      token: tokens.planner,
      body: { caption: 'Final', priority: 1, done: true },
    });
    expect(edited.body.data).toMatchObject({ caption: 'Final', priority: 1, done: true });
    expect((await be.call('DELETE', `/activities/${todo.id}`, { token: tokens.planner })).status).toBe(200);
    expect(await ids('from=2033-08-01&to=2033-08-01')).not.toContain(todo.id);
  });
});

describe('GET /activityFilters', () => {
  it('offers the planners, the people and groups addressed, and the projects with to-dos', async () => {
    const project = await createProject(be, tenantId);
    await create({ caption: 'For the filter', recipientPersonId: personIds.crew, projectId: project.id });
    const res = await be.call('GET', '/activityFilters', { token: tokens.planner });
    expect(res.status).toBe(200);
    expect(res.body.data.recipients).toContainEqual({ id: personIds.crew, name: 'Sam de Vries' });
    expect(res.body.data.recipients).toContainEqual({ id: personIds.planner, name: expect.any(String) });
    expect(res.body.data.groups).toEqual(expect.arrayContaining(['Accountants', 'Planners']));
    expect(res.body.data.projects).toContainEqual({ id: project.id, number: project.number, name: project.name });
    const moyo = await be.call('GET', '/activityFilters', { token: tokens.moyoPlanner });
    expect(moyo.body.data.projects.map((p: { id: number }) => p.id)).not.toContain(project.id);
    expect(moyo.body.data.recipients.map((p: { id: number }) => p.id)).not.toContain(personIds.crew);
  });

  it('is for planners only: crew, clients and office get 403', async () => {
    for (const token of [tokens.crew, tokens.client, tokens.office])
      expect((await be.call('GET', '/activityFilters', { token })).status).toBe(403);
  });
});
