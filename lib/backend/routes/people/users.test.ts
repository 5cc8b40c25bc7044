import { and, desc, eq } from 'drizzle-orm';
import { outgoingMails, persons, userRoles, users } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { ANY_VERSION } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });
const userCount = async () => be.countRows(users);
const newPerson = async (firstName: string) =>
  (
    await be.db
      .insert(persons)
      .values({ tenantId: 1, firstName, lastName: 'Test', email: `${firstName.toLowerCase()}@mail.example` })
      .returning()
  )[0]!.id;

describe('POST /users', () => {
  it('creates a login without password, with roles, and mails a welcome link that sets the password', async () => {
    const personId = await newPerson('Wendy');
    const res = await be.call('POST', '/users', {
      token: tokens.planner,
      body: { personId, username: 'Wendy@Example.com', loginTypes: ['crew'], language: 'nl' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      personId,
      username: 'wendy@example.com',
      loginTypes: ['crew'],
      language: 'nl',
      active: true,
      hasPassword: false,
      personName: 'Wendy Test',
    });
    expect(await be.db.select().from(userRoles).where(eq(userRoles.userId, res.body.data.id))).toHaveLength(1);
    const [mail] = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1);
    expect(mail!.to).toBe('wendy@mail.example');
    const token = /\/welcome\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`http://localhost:3000/welcome/${token}`);
    expect((await be.call('POST', `/forgottenPassword/${token}`, { body: { password: 'Welcome123' } })).status).toBe(
      200,
    );
    const session = await be.login('wendy@example.com', { password: 'Welcome123' });
    const rights = await be.call('GET', '/userRights', { token: session });
    expect(rights.body.data.crewInfo).toEqual(['READ']);
  });

  it('answers 409 CONFLICT with a field message for a taken username or a person with a login', async () => {
    const n = await userCount();
    const personId = await newPerson('Victor');
    const taken = await be.call('POST', '/users', {
      token: tokens.planner,
      body: { personId, username: 'CREW@example.com', loginTypes: ['crew'] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', fields: { username: expect.any(String) } });
    const [crewUser] = await be.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.username, 'crew@example.com')));
    const twice = await be.call('POST', '/users', {
      token: tokens.planner,
      body: { personId: crewUser!.personId, username: 'sam2@example.com', loginTypes: ['crew'] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields.personId).toBeTruthy();
    // The same username is free in another tenant.
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    const moyoPerson = (
      await be.db.insert(persons).values({ tenantId: 2, firstName: 'Mo', lastName: 'Two' }).returning()
    )[0]!.id;
    expect(
      (
        await be.call('POST', '/users', {
          token: moyo,
          host: HOST_MOYO,
          body: { personId: moyoPerson, username: 'wendy@example.com', loginTypes: ['crew'] },
        })
      ).status,
    ).toBe(201);
    expect(await userCount()).toBe(n + 1);
  });

  it('rejects malformed payloads and foreign persons with field messages, writing nothing', async () => {
    const n = await userCount();
    const personId = await newPerson('Ursula');
    const moyoPerson = (await be.db.select().from(persons).where(eq(persons.tenantId, 2)).limit(1))[0]!.id;
    const valid = { personId, username: 'ursula@example.com', loginTypes: ['crew'] };
    const cases: [unknown, string][] = [
      [{}, 'personId'],
      [{ ...valid, personId: 'x' }, 'personId'],
      [{ ...valid, username: 'a b' }, 'username'],
      [{ ...valid, username: `${'x'.repeat(200)}@example.com` }, 'username'],
      [{ ...valid, loginTypes: [] }, 'loginTypes'],
      [{ ...valid, loginTypes: ['admin'] }, 'loginTypes.0'],
      [{ ...valid, language: 'xx' }, 'language'],
      [{ ...valid, personId: moyoPerson }, 'personId'],
      [{ ...valid, password: 'x' }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/users', { token: tokens.planner, body });
      expect([res.status, field]).toEqual([422, field]);
      if (field !== '_') expect(res.body.error.fields[field]).toBeTruthy();
    }
    expect(await userCount()).toBe(n);
  });

  it('is for planners and office; office may not hand out tokens.planner login types', async () => {
    const n = await userCount();
    const personId = await newPerson('Tom');
    expect(
      (
        await be.call('POST', '/users', {
          token: await be.login('crew@example.com'),
          body: { personId, username: 'tom@example.com', loginTypes: ['crew'] },
        })
      ).status,
    ).toBe(403);
    const office = await be.login('office@example.com');
    expect(
      (
        await be.call('POST', '/users', {
          token: office,
          body: { personId, username: 'tom@example.com', loginTypes: ['planners'] },
        })
      ).status,
    ).toBe(403);
    expect(await userCount()).toBe(n);
    expect(
      (
        await be.call('POST', '/users', {
          token: office,
          body: { personId, username: 'tom@example.com', loginTypes: ['office'] },
        })
      ).status,
    ).toBe(201);
  });
});

describe('GET and PUT /users', () => {
  it('lists users and changes language, login types (with roles) and active', async () => {
    const list = await be.call('GET', '/users', { token: tokens.planner });
    const tom = list.body.data.find((u: { username: string }) => u.username === 'tom@example.com');
    expect(tom).toMatchObject({ loginTypes: ['office'], hasPassword: false });
    const res = await be.call('PUT', `/users/${tom.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { language: 'de', loginTypes: ['crew', 'planners'], active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'de', loginTypes: ['crew', 'planners'], active: false });
    expect(await be.db.select().from(userRoles).where(eq(userRoles.userId, tom.id))).toHaveLength(2);
    expect((await be.call('GET', `/users?personId=${tom.personId}`, { token: tokens.planner })).body.data).toHaveLength(
      1,
    );
    expect((await be.call('GET', '/users', { token: await be.login('client@example.com') })).status).toBe(403);
  });

  // Office may not change a planner's login in any field, `active: false` included.
  it('refuses office any change to a planner login (403), and leaves it untouched', async () => {
    const [planner] = await be.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.username, 'planner@example.com')));
    const office = await be.login('office@example.com');
    for (const body of [{ active: false }, { language: 'de' }, { loginTypes: ['planners', 'crew'] }]) {
      const res = await be.call('PUT', `/users/${planner!.id}`, { headers: ANY_VERSION, token: office, body });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 403]);
    }
    const [after] = await be.db.select().from(users).where(eq(users.id, planner!.id));
    expect(after).toMatchObject({ active: true, language: planner!.language, loginTypes: planner!.loginTypes });
  });

  it('refuses bad payloads, self-deactivation and tenant-2 tokens', async () => {
    const [me] = await be.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.username, 'planner@example.com')));
    for (const body of [
      { language: 'klingon' },
      { loginTypes: 'crew' },
      { loginTypes: ['crew', 'crew'] },
      { active: 'no' },
      { username: 'x' },
      { active: false },
    ]) {
      expect(
        (await be.call('PUT', `/users/${me!.id}`, { headers: ANY_VERSION, token: tokens.planner, body })).status,
      ).toBe(422);
    }
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect(
      (
        await be.call('PUT', `/users/${me!.id}`, {
          headers: ANY_VERSION,
          token: moyo,
          host: HOST_MOYO,
          body: { active: false },
        })
      ).status,
    ).toBe(404);
    const [after] = await be.db.select().from(users).where(eq(users.id, me!.id));
    expect(after).toEqual(me);
  });
});
