import type { TAuth } from '../../context';
import { crewRolesOf, requireCrewRole, type TCrewAccess } from './crew-roles';

const user = (loginTypes: TAuth['loginTypes'], personId = 7): TAuth => ({
  tenantId: 1,
  type: 'user',
  userId: 1,
  personId,
  contactNumber: 10001,
  loginTypes,
  projectId: null,
  plusCrewId: null,
});
const facts = { crewChiefId: 7, projectId: 3, isMember: false, isProjectClient: false };

describe('crewRolesOf', () => {
  it('makes the crew chief of the crew "chief", and a job holder "member"', () => {
    expect([...crewRolesOf(user(['crew']), facts)]).toEqual(['chief']);
    expect([...crewRolesOf(user(['crew'], 8), { ...facts, isMember: true })]).toEqual(['member']);
    expect([...crewRolesOf(user(['crew'], 8), facts)]).toEqual([]);
  });
  it('makes planner login types "planner" and the project\'s client "client"', () => {
    expect([...crewRolesOf(user(['operations'], 9), facts)]).toEqual(['planner']);
    expect([...crewRolesOf(user(['clients'], 9), { ...facts, isProjectClient: true })]).toEqual(['client']);
    // The client flag counts only for a client login.
    expect([...crewRolesOf(user(['office'], 9), { ...facts, isProjectClient: true })]).toEqual([]);
  });
  it("gives a project login its own project's crews only, and a plus-crew login nothing", () => {
    const project: TAuth = { ...user([]), type: 'project', personId: null, projectId: 3 };
    expect([...crewRolesOf(project, facts)]).toEqual(['projectSession']);
    expect([...crewRolesOf({ ...project, projectId: 4 }, facts)]).toEqual([]);
    expect([
      ...crewRolesOf({ ...project, type: 'pluscrew', projectId: null }, { ...facts, crewChiefId: null }),
    ]).toEqual([]);
  });
});

describe('requireCrewRole', () => {
  it('answers 403 naming who may do it', () => {
    const access = { roles: new Set(['member']) } as unknown as TCrewAccess;
    expect(() => requireCrewRole(access, ['chief', 'planner'])).toThrow('Only the crew chief or planners may do this');
    expect(() => requireCrewRole(access, ['member'])).not.toThrow();
  });
});
