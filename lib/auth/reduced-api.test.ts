import { parseApiPath } from './api-call';
import { REDUCED_API, reducedApiAllowed } from './reduced-api';
import type { TScopedSession } from './screen-access';
import { SCREENS } from './screens';

const project: TScopedSession = { type: 'project', project: { id: 7, number: 260007 } };
const plusCrew: TScopedSession = { type: 'pluscrew', plusCrew: { id: 3, number: 501 } };
const user: TScopedSession = { type: 'user' };
const allowed = (session: TScopedSession, method: string, path: string) =>
  reducedApiAllowed(method, path.slice(1).split('/'), session);

describe('the API calls of reduced sessions', () => {
  it('belong to registry screens that session may open, with valid paths', () => {
    for (const type of ['project', 'pluscrew'] as const)
      for (const [path, calls] of Object.entries(REDUCED_API[type])) {
        expect([type, path, SCREENS.find((s) => s.path === path)?.[type]]).toEqual([type, path, expect.any(Object)]);
        for (const call of calls) expect(() => parseApiPath(call.path)).not.toThrow();
      }
  });

  it('let a project session read its crews and its own project only, and write nothing', () => {
    expect(allowed(project, 'GET', '/projectCrews/12')).toBe(true);
    expect(allowed(project, 'GET', '/projects/7/crews')).toBe(true);
    expect(allowed(project, 'GET', '/projects/8/crews')).toBe(false);
    expect(allowed(project, 'PUT', '/projectCrews/12')).toBe(false);
    expect(allowed(project, 'GET', '/persons')).toBe(false);
  });

  it('let a plus-crew session use the plus-crew calls only, and a user session none of these rules', () => {
    expect(allowed(plusCrew, 'PUT', '/plusCrews/501/data')).toBe(true);
    expect(allowed(plusCrew, 'GET', '/projects/7')).toBe(false);
    expect(allowed(user, 'GET', '/projectCrews/12')).toBe(false);
  });
});
