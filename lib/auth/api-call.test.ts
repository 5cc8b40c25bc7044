import { anyMethod, apiCallMatches, callOf, parseApiPath, type TApiCall, type TApiScope } from './api-call';

const read = (path: `/${string}`) => callOf({ method: 'get', path });

const SCOPE: TApiScope = { projectId: 7, plusCrewId: 3 };
const fits = (call: TApiCall, method: string, path: string, scope = SCOPE) =>
  apiCallMatches(call, method, path.slice(1).split('/'), scope);

describe('apiCallMatches', () => {
  it("puts the session's own project in for an endpoint's {id}, and allows a write by its method", () => {
    const own = callOf({ method: 'get', path: '/projects/{id}/crews' }, 'ownProject');
    expect(fits(own, 'GET', '/projects/7/crews')).toBe(true);
    expect(fits(own, 'GET', '/projects/8/crews')).toBe(false);
    const write = callOf({ method: 'post', path: '/projectCrews/{id}/checkIns' });
    expect(fits(write, 'POST', '/projectCrews/4/checkIns')).toBe(true);
    expect(fits(write, 'GET', '/projectCrews/4/checkIns')).toBe(false);
  });

  it('reads only GET and HEAD for a GET endpoint', () => {
    expect(fits(read('/locations/{id}'), 'GET', '/locations/9')).toBe(true);
    expect(fits(read('/locations/{id}'), 'HEAD', '/locations/9')).toBe(true);
    expect(fits(read('/locations/{id}'), 'POST', '/locations/9')).toBe(false);
    expect(fits(anyMethod('/locations/{id}'), 'DELETE', '/locations/9')).toBe(true);
  });

  it('takes digits for {id} and the exact length', () => {
    expect(fits(read('/projectCrews/{id}/items'), 'GET', '/projectCrews/12/items')).toBe(true);
    expect(fits(read('/projectCrews/{id}/items'), 'GET', '/projectCrews/x/items')).toBe(false);
    expect(fits(read('/projectCrews/{id}/items'), 'GET', '/projectCrews/12/items/3')).toBe(false);
    expect(fits(read('/projectCrews/{id}/items'), 'GET', '/projectCrews/12')).toBe(false);
  });

  it('holds {sessionProjectId} and {sessionPlusCrewId} to the session', () => {
    expect(fits(read('/projects/{sessionProjectId}'), 'GET', '/projects/7')).toBe(true);
    expect(fits(read('/projects/{sessionProjectId}'), 'GET', '/projects/8')).toBe(false);
    expect(fits(read('/projects/{sessionProjectId}'), 'GET', '/projects/7', { plusCrewId: 3 })).toBe(false);
    expect(fits(read('/plusCrews/{sessionPlusCrewId}'), 'GET', '/plusCrews/3')).toBe(true);
  });

  it('lets a last ** stand for nothing or anything below', () => {
    expect(fits(anyMethod('/plusCrews/**'), 'GET', '/plusCrews')).toBe(true);
    expect(fits(anyMethod('/plusCrews/**'), 'POST', '/plusCrews/3/values')).toBe(true);
    expect(fits(anyMethod('/plusCrews/**'), 'GET', '/plusCrewsX/3')).toBe(false);
  });

  it('matches static parts case-sensitively, as the backend routes are written', () => {
    expect(fits(read('/projects/{sessionProjectId}'), 'GET', '/Projects/7')).toBe(false);
  });
});

describe('parseApiPath', () => {
  it.each(['/a/**/b', '/a/{projectId}', '/a//b', '/a/*'])('refuses %j', (p) => {
    expect(() => parseApiPath(p)).toThrow();
  });
});
